'use server';

import { locationSearchBodySchema } from '@/contract/search';
import type { ActionResult } from '@/lib/actions/action-result';
import { searchByLocation, type LocatedResidence } from '@/lib/partner/programmes';
import { invalidInput, partnerAction } from '@/lib/actions/partner-action';

/** POST residence/search-by-location – the map search. */
export async function searchByLocationAction(
  input: unknown,
): Promise<ActionResult<{ center: { lat: number; lng: number } | null; residences: LocatedResidence[] }>> {
  const parsed = locationSearchBodySchema.safeParse(input);
  if (!parsed.success) return invalidInput({});
  return partnerAction((token) => searchByLocation(token, parsed.data));
}
