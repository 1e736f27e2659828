'use client';

import { lazyZodResolver } from '@/components/forms/lazy-zod-resolver';
import { Button, Stack, TextInput } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import { useForm } from 'react-hook-form';
import type { ActionResult } from '@/lib/actions/action-result';
import type { SecondFactorCodeInput } from '@/contract/second-factor';
import { applyFailure } from './apply-failure';
import { FormError } from './form-feedback';

const validation = lazyZodResolver<SecondFactorCodeInput>(() =>
  import('@/contract/second-factor').then((secondFactor) => secondFactor.secondFactorCodeSchema),
);

interface SecondFactorCodeFormProps<T> {
  submitLabel: string;
  send: (input: SecondFactorCodeInput) => Promise<ActionResult<T>>;
  onAccepted: (data: T) => void;
}

/** One code field (6 digits from the app, or a recovery code) and its button. */
export function SecondFactorCodeForm<T>({ submitLabel, send, onAccepted }: SecondFactorCodeFormProps<T>) {
  const t = useTranslations('auth.secondFactor');
  const [pending, startTransition] = useTransition();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<SecondFactorCodeInput>({ resolver: validation.resolver, defaultValues: { code: '' } });

  const submit = form.handleSubmit((values) =>
    startTransition(async () => {
      setError(null);
      const result = await send(values);
      if (result.ok) onAccepted(result.data);
      else {
        form.reset({ code: '' });
        setError(applyFailure(result, form.setError, ['code']));
      }
    }),
  );

  return (
    <form onSubmit={submit} onFocus={validation.warm} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('codeLabel')}
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
          required
          data-autofocus
          error={form.formState.errors.code?.message}
          {...form.register('code')}
        />
        <FormError message={error} />
        <Button type="submit" loading={pending} fullWidth>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
