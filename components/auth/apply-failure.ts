import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { ActionFailure } from '@/lib/actions/action-result';

/**
 * Puts the server's field messages on the fields they belong to (focusing the first one) and answers the
 * message the form shows above its button, if it is not already on a field.
 */
export function applyFailure<T extends FieldValues>(
  failure: ActionFailure,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): string | null {
  let focused = false;
  const shown = new Set<string>();
  for (const field of fields) {
    const message = failure.fieldErrors[field];
    if (!message) continue;
    setError(field, { type: 'server', message }, { shouldFocus: !focused });
    focused = true;
    shown.add(message);
  }
  return !failure.message || shown.has(failure.message) ? null : failure.message;
}
