import { firstFieldMessages } from '@/contract/field-errors';
import type { ActionFailure } from '@/lib/actions/action-result';
import { isPartnerApiError } from '@/lib/partner/errors';

export interface FailureTexts {
  /** Shown when the API refused without a message of its own. */
  fallback: string;
  /** Shown when the API could not be reached or failed (5xx). */
  unavailable: string;
}

/** A refusal the account forms show as one sentence above their button. */
export function failure(status: number, message: string, fieldErrors: Record<string, string> = {}): ActionFailure {
  return { ok: false, status, message, fieldErrors };
}

/** Turns a failed call into what the form shows: the server's message when it gave one (SPEC §8). */
export function failureFrom(error: unknown, texts: FailureTexts): ActionFailure {
  if (!isPartnerApiError(error)) return failure(500, texts.fallback);
  if (error.status === 0 || error.status >= 500) return failure(error.status, texts.unavailable);
  return failure(error.status, error.serverMessage || texts.fallback, firstFieldMessages(error.fieldErrors));
}
