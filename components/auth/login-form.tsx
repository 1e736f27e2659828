'use client';

import { lazyZodResolver } from '@/components/forms/lazy-zod-resolver';
import { Anchor, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import { useForm } from 'react-hook-form';
import { loginAction, type LoginOutcome } from '@/lib/auth/login-action';
import type { LoginInput } from '@/contract/auth';
import { applyFailure } from './apply-failure';
import { FormError } from './form-feedback';
import { PasswordField } from './password-field';

const validation = lazyZodResolver<LoginInput>(() => import('@/contract/auth').then((auth) => auth.loginSchema));

interface LoginFormProps {
  defaultEmail?: string;
  /** A message from an automatic login that failed. */
  initialError?: string | null;
  /** Logged in, or held for the second factor. */
  onSuccess: (outcome: LoginOutcome) => void;
  onFirstVisit: () => void;
  onForgotPassword: () => void;
}

export function LoginForm({ defaultEmail = '', initialError = null, onSuccess, onFirstVisit, onForgotPassword }: LoginFormProps) {
  const t = useTranslations('auth');
  const [pending, startTransition] = useTransition();
  const [error, setError] = useState<string | null>(initialError);
  const form = useForm<LoginInput>({ resolver: validation.resolver, defaultValues: { email: defaultEmail, password: '' } });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    startTransition(async () => {
      setError(null);
      const result = await loginAction(values);
      if (result.ok) onSuccess(result.data);
      else {
        setError(applyFailure(result, form.setError, ['email', 'password']));
        // Refused credentials name no field: the password, the one to type again, takes the focus (not the page).
        if (!result.fieldErrors.email && !result.fieldErrors.password) form.setFocus('password', { shouldSelect: true });
      }
    }),
  );

  return (
    <form onSubmit={submit} onFocus={validation.warm} noValidate aria-labelledby="login-title">
      <Stack gap="md">
        <div>
          <Title id="login-title" order={1} size="h2">
            {t('login.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('login.subtitle')}
          </Text>
        </div>
        <TextInput
          label={t('fields.email')}
          type="email"
          autoComplete="username"
          required
          error={errors.email?.message}
          {...form.register('email')}
        />
        <PasswordField
          label={t('fields.password')}
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...form.register('password')}
        />
        <FormError message={error} />
        <Button type="submit" loading={pending} fullWidth>
          {t('login.submit')}
        </Button>
        <Group justify="space-between">
          <Anchor component="button" type="button" size="sm" onClick={onFirstVisit}>
            {t('login.firstVisit')}
          </Anchor>
          <Anchor component="button" type="button" size="sm" onClick={onForgotPassword}>
            {t('login.forgotPassword')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
