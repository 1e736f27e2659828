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

/** Line and paragraph breaks of any kind: a one-line label reads them as a space. */
const BREAKS = /[\t\n\v\f\r\u0085\p{Zl}\p{Zp}]/gu;
/** Control and format characters (bidi embeddings, overrides and isolates, LRM/RLM, zero-width): nothing to show. */
const HIDDEN = /[\p{Cc}\p{Cf}]/gu;

/**
 * A one-line label as stored, shown and served as a file name (a programme file's title): without control or bidi
 * characters that could disguise it, path separators turned into dashes, spaces collapsed and trimmed.
 */
export function plainLabel(text: string): string {
  return text.normalize('NFC').replace(BREAKS, ' ').replace(HIDDEN, '').replace(/[/\\]/g, '-').replace(/ {2,}/g, ' ').trim();
}
