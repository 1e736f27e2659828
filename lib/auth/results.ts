import { isPartnerApiError } from '@/lib/errors';

export interface ActionFailure {
  ok: false;
  message: string;
  /** First message per form field, keyed by the field names of lib/validation/auth.ts. */
  fieldErrors: Record<string, string>;
}

export type ActionResult<T extends object = object> = ({ ok: true } & T) | ActionFailure;

export interface FailureTexts {
  /** Shown when the API refused without a message of its own. */
  fallback: string;
  /** Shown when the API could not be reached or failed (5xx). */
  unavailable: string;
}

export function failure(message: string, fieldErrors: Record<string, string> = {}): ActionFailure {
  return { ok: false, message, fieldErrors };
}

function firstMessages(errors: Record<string, string[]>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors)) {
    if (Array.isArray(messages) && typeof messages[0] === 'string') out[field] = messages[0];
  }
  return out;
}

/** Turns a failed call into what the form shows: the server's message when it gave one (SPEC §8). */
export function failureFrom(error: unknown, texts: FailureTexts): ActionFailure {
  if (!isPartnerApiError(error)) return failure(texts.fallback);
  if (error.status === 0 || error.status >= 500) return failure(texts.unavailable);
  return failure(error.serverMessage || texts.fallback, firstMessages(error.fieldErrors));
}

/** The API's answer to a revoked or expired token; the forms reload the page on it (SPEC §8). */
export const INVALID_TOKEN_MESSAGE = 'Token invalide';
