'use server';

import { globalSearchBodySchema, locationSearchBodySchema } from '@/contract/search';
import type { ActionResult } from '@/lib/action-result';
import { searchByLocation, type LocatedResidence } from '@/lib/partner/programmes';
import { globalSearch, type GlobalSearchResult } from '@/lib/partner/search';
import { invalidInput, partnerAction } from '@/lib/partner-action';

/** POST global-search – the header search. */
export async function globalSearchAction(query: string): Promise<ActionResult<GlobalSearchResult>> {
  const parsed = globalSearchBodySchema.safeParse({ query });
  if (!parsed.success) return invalidInput({});
  return partnerAction((token) => globalSearch(token, parsed.data.query));
}

/** POST residence/search-by-location – the map search. */
export async function searchByLocationAction(
  input: unknown,
): Promise<ActionResult<{ center: { lat: number; lng: number } | null; residences: LocatedResidence[] }>> {
  const parsed = locationSearchBodySchema.safeParse(input);
  if (!parsed.success) return invalidInput({});
  return partnerAction((token) => searchByLocation(token, parsed.data));
}
