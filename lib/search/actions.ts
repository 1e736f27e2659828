'use server';

import { z } from 'zod';
import type { ActionResult } from '@/lib/action-result';
import { searchByLocation, type LocatedResidence } from '@/lib/partner/programmes';
import { globalSearch, type GlobalSearchResult } from '@/lib/partner/search';
import { invalidInput, partnerAction } from '@/lib/partner-action';
import { textSchema } from '@/contract/text';

const querySchema = textSchema().trim().min(2).max(100);

/** POST global-search – the header search. */
export async function globalSearchAction(query: string): Promise<ActionResult<GlobalSearchResult>> {
  const parsed = querySchema.safeParse(query);
  if (!parsed.success) return invalidInput({});
  return partnerAction((token) => globalSearch(token, parsed.data));
}

const locationSchema = z.union([
  z.object({ search: querySchema }),
  z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180), radius_km: z.number().positive().max(500) }),
  z.object({ all: z.literal(true) }),
]);

/** POST residence/search-by-location – the map search. */
export async function searchByLocationAction(
  input: unknown,
): Promise<ActionResult<{ center: { lat: number; lng: number } | null; residences: LocatedResidence[] }>> {
  const parsed = locationSchema.safeParse(input);
  if (!parsed.success) return invalidInput({});
  return partnerAction((token) => searchByLocation(token, parsed.data));
}
