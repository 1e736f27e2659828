'use server';

import { createSimulation } from '@/lib/partner/simulations';
import { fieldErrorsOf } from '@/contract/field-errors';
import { simulationInputSchema } from '@/contract/simulations';
import type { ActionResult } from '@/lib/action-result';
import { invalidInput, partnerAction } from '@/lib/partner-action';

/** POST simulation – answers the page to open (url_simulation). */
export async function createSimulationAction(input: unknown): Promise<ActionResult<{ message: string; url_simulation: string }>> {
  const parsed = simulationInputSchema.safeParse(input);
  if (!parsed.success) return invalidInput(fieldErrorsOf(parsed.error));
  return partnerAction(async (token) => {
    const answer = await createSimulation(token, parsed.data);
    return { message: answer.message, url_simulation: answer.url_simulation };
  }, { mutation: true });
}
