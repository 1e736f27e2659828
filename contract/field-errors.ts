import type { z } from 'zod';

/** First message per field, the shape the forms' setError wants. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    out[key] ??= issue.message;
  }
  return out;
}

/** First message per field of an API error body (`{ errors: { field: [...] } }`). */
export function firstFieldMessages(errors: Record<string, string[]>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).flatMap(([field, list]) => (typeof list?.[0] === 'string' ? [[field, list[0]]] : [])));
}
