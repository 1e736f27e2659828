import { z } from 'zod';
import { messages } from './messages';

export const NUL_MESSAGE = messages.requests.nulCharacter;

/**
 * Every text the app and the API accept (form fields, search queries) starts from this schema: a NUL character,
 * which PostgreSQL text refuses and C-based tools truncate on, is answered as a field error, never sent on.
 */
export function textSchema(message?: string) {
  return z.string(message ? { error: message } : undefined).regex(/^[^\0]*$/, { error: NUL_MESSAGE });
}

/** The search box of a list, as its query parameter arrives. */
export const searchQuerySchema = textSchema().trim().max(100);

/** An empty form field means "not given": blank text reads as null. */
export const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** A text field the form may leave empty: trimmed, at most `max` characters, null when blank. */
export const optionalTextSchema = (max: number) => z.preprocess(blankToNull, textSchema().trim().max(max).nullable().optional());
