'use server';

import { createSimulation } from '@/lib/partner/simulations';
import { simulationInputSchema } from '@/contract/simulations';
import type { ActionResult } from '@/lib/actions/action-result';
import { checkedAction } from '@/lib/actions/checked-action';

/** POST simulation – answers the page to open (url_simulation). */
export async function createSimulationAction(input: unknown): Promise<ActionResult<{ message: string; url_simulation: string }>> {
  return checkedAction(simulationInputSchema, input, async (token, body) => {
    const answer = await createSimulation(token, body);
    return { message: answer.message, url_simulation: answer.url_simulation };
  });
}
