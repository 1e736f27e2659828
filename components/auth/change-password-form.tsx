'use client';

import { zodResolver } from '@/components/forms/zod-resolver';
import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useEffect, useState, useTransition } from 'react';
import { useForm } from 'react-hook-form';
import { notifySuccess } from '@/components/notices/notify';
import { changePasswordAction } from '@/lib/auth/change-password-action';
import { changePasswordSchema, type ChangePasswordInput } from '@/contract/auth';
import { applyFailure } from './apply-failure';
import { FormError } from './form-feedback';
import { PasswordField } from './password-field';
import { RELOAD_AFTER_INVALID_TOKEN_MS } from './timing';

const FIELDS = ['current_password', 'new_password', 'new_password_confirmation'] as const;
const EMPTY: ChangePasswordInput = { current_password: '', new_password: '', new_password_confirmation: '' };

interface ChangePasswordFormProps {
  /** Called once the API accepted the new password (the weak-password modal unlocks on it). */
  onSuccess?: () => void;
  /** Heading level of the 'Modifier votre mot de passe' title, to fit where the form is placed. */
  titleOrder?: 2 | 3 | 4;
  /** Focus the first field on mount (the form just replaced the button that opened it). */
  autoFocus?: boolean;
  /** False inside a modal that already shows the same title. */
  showTitle?: boolean;
}

/** 'Modifier votre mot de passe': user panel, weak-password modal and the user menu's modal. */
export function ChangePasswordForm({ onSuccess, titleOrder = 3, autoFocus = false, showTitle = true }: ChangePasswordFormProps) {
  const t = useTranslations('auth');
  const [pending, startTransition] = useTransition();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<ChangePasswordInput>({ resolver: zodResolver(changePasswordSchema), defaultValues: EMPTY });
  const { errors } = form.formState;
  const { setFocus } = form;

  useEffect(() => {
    if (autoFocus) setFocus('current_password');
  }, [autoFocus, setFocus]);

  const submit = form.handleSubmit((values) =>
    startTransition(async () => {
      setError(null);
      const result = await changePasswordAction(values);
      if (result.ok) {
        form.reset(EMPTY);
        if (result.message) notifySuccess(result.message);
        onSuccess?.();
        return;
      }
      setError(applyFailure(result, form.setError, FIELDS));
      // SPEC §8: a revoked session reloads the page after 2 s (the login screen then shows).
      if (result.status === 401) setTimeout(() => window.location.reload(), RELOAD_AFTER_INVALID_TOKEN_MS);
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('changePassword.title')}>
      <Stack gap="sm">
        {showTitle && (
          <Title order={titleOrder} size="h4">
            {t('changePassword.title')}
          </Title>
        )}
        <PasswordField
          label={t('fields.currentPassword')}
          autoComplete="current-password"
          required
          error={errors.current_password?.message}
          {...form.register('current_password')}
        />
        <PasswordField
          label={t('fields.newPassword')}
          description={t('changePassword.rule')}
          autoComplete="new-password"
          required
          error={errors.new_password?.message}
          {...form.register('new_password')}
        />
        <PasswordField
          label={t('fields.newConfirmation')}
          autoComplete="new-password"
          required
          error={errors.new_password_confirmation?.message}
          {...form.register('new_password_confirmation')}
        />
        <Text size="xs" c="dimmed">
          {t('changePassword.commonRefused')}
        </Text>
        <FormError message={error} />
        <Button type="submit" loading={pending}>
          {t('changePassword.submit')}
        </Button>
      </Stack>
    </form>
  );
}
