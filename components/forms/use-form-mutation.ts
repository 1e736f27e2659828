'use client';

import { useMutation } from '@tanstack/react-query';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { notifyError } from '@/components/notices/notify';
import { failureMessage } from '@/components/options/failure-message';
import { unwrap, type ActionResult } from '@/lib/actions/action-result';
import type { ActionError } from '@/lib/partner/errors';

type FormMutationOptions<V extends FieldValues, T> = {
  /** The server action; its field errors land on the form's fields. */
  action: (values: V) => Promise<ActionResult<T>>;
  /** The SPEC §8 text shown on failure, followed by the API's reason when it gave one. */
  failure: string;
  onSuccess: (data: T) => unknown;
  /** Runs first on either outcome (e.g. renewing an idempotency key). */
  onSettled?: () => void;
};

/** A form's submit through a server action: field errors on the fields (focus on the first), one French notice on failure. */
export function useFormMutation<V extends FieldValues, T>(form: { setError: UseFormSetError<V> }, options: FormMutationOptions<V, T>) {
  return useMutation({
    mutationFn: async (values: V) => {
      return unwrap(await options.action(values));
    },
    onSuccess: (data: T) => {
      options.onSettled?.();
      return options.onSuccess(data);
    },
    onError: (error: ActionError) => {
      options.onSettled?.();
      // The first refused field takes the focus, as with the browser-side checks.
      Object.entries(error.fieldErrors).forEach(([field, message], index) => form.setError(field as Path<V>, { message }, { shouldFocus: index === 0 }));
      notifyError(failureMessage(options.failure, error.message || undefined));
    },
  });
}
