'use server';

import { idSchema } from '@/contract/ids';
import type { ActionResult } from '@/lib/action-result';
import { getLot, type LotDetail } from '@/lib/partner/programmes';
import { invalidInput, partnerAction } from '@/lib/partner-action';

/** GET lot/{id} – the lot shown in the right-hand panel. */
export async function getLotAction(id: number): Promise<ActionResult<LotDetail>> {
  const parsed = idSchema.safeParse(id);
  if (!parsed.success) return invalidInput({});
  return partnerAction((token) => getLot(token, parsed.data));
}
