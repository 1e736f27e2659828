import { NUL_MESSAGE } from '../../contract/text';

/** The same refusal as the contract's text fields, for strings of schemas that do not start from `textSchema`. */
export const nulCharMessage = NUL_MESSAGE;

/** The path (`documents.0.nom`) of the first string holding U+0000, which PostgreSQL cannot store in text. */
export function findNulChar(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || 'body' : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findNulChar(item, [...path, String(index)]);
      if (found) return found;
    }
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = findNulChar(item, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}
