import { z } from 'zod';
import fr from '@/messages/fr.json';

export const NUL_MESSAGE = fr.requests.nulCharacter;

/**
 * Every text the BFF accepts (form fields, search queries) starts from this schema: a NUL character, which
 * PostgreSQL text refuses and C-based tools truncate on, is answered as a field error, never sent on.
 */
export function textSchema(message?: string) {
  return z.string(message ? { error: message } : undefined).regex(/^[^\0]*$/, { error: NUL_MESSAGE });
}

/** The search box of a list, as its query parameter arrives. */
export const searchQuerySchema = textSchema().trim().max(100);
