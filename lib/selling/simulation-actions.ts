'use server';

import { createSimulation } from '@/lib/partner/simulations';
import { fieldErrorsOf } from '@/lib/validation/auth';
import { simulationFormSchema } from '@/lib/validation/simulation';
import { invalidInput, runPartner, type SellingResult } from '@/lib/partner-action';

/** POST simulation – answers the page to open (url_simulation). */
export async function createSimulationAction(input: unknown): Promise<SellingResult<{ message: string; url_simulation: string }>> {
  const parsed = simulationFormSchema.safeParse(input);
  if (!parsed.success) return invalidInput(fieldErrorsOf(parsed.error));
  return runPartner(async (token) => {
    const answer = await createSimulation(token, parsed.data);
    return { message: answer.message, url_simulation: answer.url_simulation };
  }, { mutation: true });
}
