import { ActionError } from '@/lib/partner/errors';

export interface ActionFailure {
  ok: false;
  /** HTTP status of the refusal (0: the API could not be reached); the screen picks its SPEC §8 text from it. */
  status: number;
  /** The API's own French reason, when it gave one. */
  message?: string;
  /** First message per form field. */
  fieldErrors: Record<string, string>;
}

/** What every server action answers a client component: the data, or the status and the API's reason. */
export type ActionResult<T> = { ok: true; data: T; message?: string } | ActionFailure;

/** The data of a successful action; a failure is thrown as an `ActionError` that keeps its status. */
export function unwrap<T>(result: ActionResult<T>): T {
  if (!result.ok) throw new ActionError(result.status, result.message, result.fieldErrors);
  return result.data;
}

