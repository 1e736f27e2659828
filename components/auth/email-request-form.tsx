'use client';

import { lazyZodResolver } from '@/components/forms/lazy-zod-resolver';
import { Anchor, Button, Stack, TextInput, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, useTransition } from 'react';
import { useForm } from 'react-hook-form';
import type { EmailRequestResult } from '@/lib/auth/email-request-actions';
import type { EmailRequestInput } from '@/contract/auth';
import { applyFailure } from './apply-failure';
import { FormError, FormSuccess } from './form-feedback';

const validation = lazyZodResolver<EmailRequestInput>(() => import('@/contract/auth').then((auth) => auth.emailRequestSchema));

interface EmailRequestFormProps {
  /** Message namespace: `activation` (Première visite ?) or `forgot` (Réinitialisez votre mot de passe). */
  kind: 'activation' | 'forgot';
  action: (input: EmailRequestInput) => Promise<EmailRequestResult>;
  defaultEmail?: string;
  onBack: () => void;
}

/** Asks for the email and sends the activation or reset link; the success message replaces the button. */
export function EmailRequestForm({ kind, action, defaultEmail = '', onBack }: EmailRequestFormProps) {
  const t = useTranslations('auth');
  const titleRef = useRef<HTMLHeadingElement>(null);
  const [pending, startTransition] = useTransition();
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const form = useForm<EmailRequestInput>({ resolver: validation.resolver, defaultValues: { email: defaultEmail } });
  const titleId = `${kind}-title`;

  // The view just replaced another one: move focus to its title so screen readers follow.
  useEffect(() => titleRef.current?.focus(), []);

  const submit = form.handleSubmit((values) =>
    startTransition(async () => {
      setError(null);
      const result = await action(values);
      if (result.ok) setSuccess(result.message ?? null);
      else setError(applyFailure(result, form.setError, ['email']));
    }),
  );

  return (
    <form onSubmit={submit} onFocus={validation.warm} noValidate aria-labelledby={titleId}>
      <Stack gap="md">
        <Title id={titleId} ref={titleRef} tabIndex={-1} order={1} size="h2">
          {t(`${kind}.title`)}
        </Title>
        <TextInput
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          required
          readOnly={Boolean(success)}
          error={form.formState.errors.email?.message}
          {...form.register('email')}
        />
        <FormError message={error} />
        {success ? (
          <FormSuccess message={success} />
        ) : (
          <Button type="submit" loading={pending} fullWidth>
            {t(`${kind}.submit`)}
          </Button>
        )}
        <Anchor component="button" type="button" size="sm" onClick={onBack}>
          {t('login.back')}
        </Anchor>
      </Stack>
    </form>
  );
}
