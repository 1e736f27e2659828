import 'server-only';
import { getFavoriteIds } from '@/lib/partner/favorites';
import {
  getLotGrid,
  getPointsOfInterest,
  getResidence,
  getResidenceFilterOptions,
  listResidences,
  toGridLot,
} from '@/lib/partner/programmes';
import { isSubscribeState } from '@/lib/partner/subscription';
import { hasTypedValues, type ProgrammeFilters, type ResidenceType } from '@/lib/programmes/filters';
import { FIRST_SORT, sortLots } from '@/lib/programmes/lot-grid-model';
import { packLots } from '@/lib/programmes/packed-lots';
import { sharedCatalogue } from './shared-catalogue';

// Catalogue reads shared by the advisers of one scope. What changes under them (lot statuses, favourites, the
// adviser's subscription form) comes from GET residence/{id}/etat at each render (lib/programmes/live-state.ts).
export const residenceOf = sharedCatalogue('residence', getResidence);
// Kept in the grid's first order, and packed as the lots travel to the browser (each a row of values): each page view
// then takes its first screen's lots from the top of the list, and reads a kept entry a third the size of the lots
// as objects, instead of sorting two hundred references again with the French collator. Named for that shape, so an
// entry an earlier build kept as objects is never read as packed lots.
export const lotGridOf = sharedCatalogue('packed-grid', async (caller, id: number) =>
  packLots(sortLots((await getLotGrid(caller, id)).map(toGridLot), FIRST_SORT.key, FIRST_SORT.direction)),
);
export const pointsOfInterestOf = sharedCatalogue('poi', getPointsOfInterest);
export const filterOptionsOf = sharedCatalogue('filters', getResidenceFilterOptions);

const sharedResidenceList = sharedCatalogue('list', (caller, type: ResidenceType | undefined, filters: ProgrammeFilters) =>
  listResidences(caller, { type, filters }),
);

/**
 * One page of a programme list. A list the adviser browses (type, typologies, tax scheme, availability, sort, page:
 * the catalogue's own choices, so few pages per scope) is the page the scope shares, its cards marked with the
 * adviser's favourites read at each render (GET favorites/ids). A search with a typed value is read for the adviser
 * alone, so the cache holds no entry per word or amount typed.
 */
export async function residenceListOf(scope: string | null, token: string, type: ResidenceType | undefined, filters: ProgrammeFilters) {
  if (!scope || hasTypedValues(filters)) return listResidences(token, { type, filters });
  const [list, favorites] = await Promise.all([sharedResidenceList(scope, token, type, filters), getFavoriteIds(token)]);
  if (isSubscribeState(list)) return list;
  const kept = new Set(favorites.residences);
  return { data: { ...list.data, data: list.data.data.map((card) => ({ ...card, is_favorite: kept.has(card.id) })) } };
}
