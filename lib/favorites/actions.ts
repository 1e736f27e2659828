'use server';

import { idSchema } from '@/contract/ids';
import type { ActionResult } from '@/lib/actions/action-result';
import { toggleFavorite } from '@/lib/partner/favorites';
import { invalidInput, partnerAction } from '@/lib/actions/partner-action';

/** POST favorites/{id}/toggle */
export async function toggleFavoriteAction(id: number): Promise<ActionResult<{ id: number; is_favorite: boolean }>> {
  const parsed = idSchema.safeParse(id);
  if (!parsed.success) return invalidInput({});
  return partnerAction((token) => toggleFavorite(token, parsed.data), { mutation: true });
}
