'use server';

import { z } from 'zod';
import { textSchema } from '@/contract/text';
import type { ActionResult } from '@/lib/action-result';
import { listResidences } from '@/lib/partner/programmes';
import { isSubscribeState } from '@/lib/partner/subscription';
import { invalidInput, partnerAction } from '@/lib/partner-action';
import { parseProgrammeFilters, RESIDENCE_TYPES, type ResidenceType } from './filters';

const inputSchema = z.object({ type: z.enum(RESIDENCE_TYPES), location: textSchema().trim().min(1).max(100) });

/** How many programmes of each other category match a place typed on one category's list (none left out). */
export async function otherCategoryCountsAction(type: ResidenceType, location: string): Promise<ActionResult<{ type: ResidenceType; count: number }[]>> {
  const parsed = inputSchema.safeParse({ type, location });
  if (!parsed.success) return invalidInput({});
  const filters = parseProgrammeFilters({ lieu: parsed.data.location });
  const others = RESIDENCE_TYPES.filter((other) => other !== parsed.data.type);
  return partnerAction(async (token) => {
    const lists = await Promise.all(others.map((other) => listResidences(token, { type: other, filters }).catch(() => null)));
    return others
      .map((other, index) => {
        const list = lists[index];
        return { type: other, count: list && !isSubscribeState(list) ? list.data.total : 0 };
      })
      .filter((entry) => entry.count > 0);
  });
}
