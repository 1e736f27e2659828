'use client';

import { zodResolver } from '@/components/forms/zod-resolver';
import { Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { useForm } from 'react-hook-form';
import { resetPasswordAction } from '@/lib/auth/reset-password-action';
import { resetPasswordSchema, type ResetPasswordInput } from '@/contract/auth';
import { applyFailure } from './apply-failure';
import { FormError, FormSuccess } from './form-feedback';
import { PasswordField } from './password-field';
import { HOME_AFTER_RESET_MS, RELOAD_AFTER_RESET_MS } from './timing';

/** /request-password: the emailed token and address set a new password, then the adviser goes home. */
export function ResetPasswordForm({ token, email }: { token: string; email: string }) {
  const t = useTranslations('auth');
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const form = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { token, email, password: '', password_confirmation: '' },
  });
  const { errors } = form.formState;
  const linkIsComplete = resetPasswordSchema.shape.token.safeParse(token).success && Boolean(email);

  const submit = form.handleSubmit((values) =>
    startTransition(async () => {
      setError(null);
      const result = await resetPasswordAction(values);
      if (!result.ok) {
        setError(applyFailure(result, form.setError, ['password', 'password_confirmation']));
        return;
      }
      setSuccess(result.message ?? null);
      // SPEC §4: home after 2 s, then a reload after 1 s so the app starts afresh.
      setTimeout(() => {
        router.push('/');
        setTimeout(() => window.location.reload(), RELOAD_AFTER_RESET_MS);
      }, HOME_AFTER_RESET_MS);
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-labelledby="reset-title">
      <Stack gap="md">
        <Title id="reset-title" order={1} size="h2">
          {t('reset.title')}
        </Title>
        {!linkIsComplete ? (
          <FormError message={t('reset.invalidLink')} />
        ) : (
          <>
            <TextInput label={t('fields.email')} value={email} readOnly autoComplete="username" />
            <PasswordField
              label={t('fields.newPassword')}
              description={t('changePassword.rule')}
              autoComplete="new-password"
              required
              error={errors.password?.message ?? errors.email?.message}
              {...form.register('password')}
            />
            <PasswordField
              label={t('fields.confirmation')}
              autoComplete="new-password"
              required
              error={errors.password_confirmation?.message}
              {...form.register('password_confirmation')}
            />
            <FormError message={error} />
            {success ? (
              <FormSuccess message={success} />
            ) : (
              <Button type="submit" loading={pending} fullWidth>
                {t('reset.submit')}
              </Button>
            )}
          </>
        )}
        <Text size="sm">
          <Anchor href="/">{t('reset.back')}</Anchor>
        </Text>
      </Stack>
    </form>
  );
}
