import { messages } from '../../../contract/messages';
import { worksForEveryBrand } from '../../db/queries/back-office/staff';
import type { Deps } from '../../deps';
import { ApiError } from '../../errors';
import { errorSchema, json } from '../../http/openapi';

/**
 * Who changes shared catalogue data (lot prices and statuses, programme files): staff who work for every brand
 * that distributes the residence. A residence of one brand is its staff's; one distributed by several brands
 * (or by all, `brands` null) is changed by staff of all of them, in practice the all-brand back office.
 */
export async function assertOwnsResidence(deps: Pick<Deps, 'db'>, residenceBrands: string[] | null, staffBrands: string[]): Promise<void> {
  const owns = residenceBrands?.length ? residenceBrands.every((brand) => staffBrands.includes(brand)) : await worksForEveryBrand(deps.db, { brandCodes: staffBrands });
  if (!owns) throw new ApiError('forbidden', messages.api.ownership.sharedCatalogue);
}

/** The refusal of a route that changes shared catalogue data, as documented. */
export const sharedCatalogueRefusal = json(errorSchema, messages.api.ownership.sharedCatalogue);
