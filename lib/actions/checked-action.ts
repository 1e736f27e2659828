import 'server-only';
import type { z } from 'zod';
import { idSchema } from '@/contract/ids';
import type { ActionResult } from '@/lib/actions/action-result';
import { invalidInput, invalidRequest, partnerAction } from '@/lib/actions/partner-action';
import { fieldErrorsOf } from '@/contract/field-errors';

type RefusalKey = Parameters<typeof invalidRequest>[0];

/** A mutation's input checked with its contract schema (422 with the field messages), then the partner call. */
export async function checkedAction<S extends z.ZodType, T>(
  schema: S,
  input: unknown,
  call: (token: string, body: z.output<S>) => Promise<T>,
): Promise<ActionResult<T>> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) return invalidInput(fieldErrorsOf(parsed.error));
  return partnerAction((token) => call(token, parsed.data), { mutation: true });
}

/** A mutation of one row that takes no input: an id no page of this app sends is refused first, named by `refusal`. */
export async function actionOnId<T>(id: number, call: (token: string) => Promise<T>, refusal: RefusalKey = 'request'): Promise<ActionResult<T>> {
  if (!idSchema.safeParse(id).success) return invalidRequest(refusal);
  return partnerAction(call, { mutation: true });
}

/** `checkedAction` on one row: an id no page of this app sends is refused first, named by `refusal`. */
export async function checkedActionOnId<S extends z.ZodType, T>(
  id: number,
  schema: S,
  input: unknown,
  call: (token: string, body: z.output<S>) => Promise<T>,
  refusal: RefusalKey = 'request',
): Promise<ActionResult<T>> {
  if (!idSchema.safeParse(id).success) return invalidRequest(refusal);
  return checkedAction(schema, input, call);
}
