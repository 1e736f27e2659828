'use client';

import { Anchor, Badge, Button, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { failureMessage } from '@/components/options/failure-message';
import { notifyError, notifySuccess } from '@/components/notices/notify';
import { unwrap } from '@/lib/actions/action-result';
import type { ActionError } from '@/lib/partner/errors';
import type { SignerRole, Subscription } from '@/lib/partner/subscriptions';
import { resendCodeAction, signAction } from '@/lib/selling/subscription-actions';

/** In-app signing: each signer types the one-time code mailed to them; the last one completes the pack. */
export function SigningStep({ subscription, onChange }: { subscription: Subscription; onChange: (next: Subscription) => void }) {
  const t = useTranslations('subscription');
  const te = useTranslations('errors');
  const ts = useTranslations('success');
  const [codes, setCodes] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const documentHref = `/api/souscriptions/${subscription.id}/document`;

  const sign = useMutation({
    mutationFn: async (role: SignerRole) => {
      return unwrap(await signAction(subscription.id, role, codes[role] ?? '')).data;
    },
    onSuccess: (next) => {
      setErrors({});
      if (next.status === 'signed') notifySuccess(ts('fundSubscription'));
      onChange(next);
    },
    onError: (error: ActionError, role) => {
      setErrors({ [role]: error.fieldErrors.code ?? error.message });
      notifyError(failureMessage(te('fundSubscription'), error.message || undefined));
    },
  });
  const resend = useMutation({
    mutationFn: async (role: SignerRole) => {
      return unwrap(await resendCodeAction(subscription.id, role)).data;
    },
    onSuccess: () => notifySuccess(t('resent')),
    onError: (error: Error) => notifyError(failureMessage(te('fundSubscription'), error.message || undefined)),
  });

  if (subscription.status === 'signed') {
    return (
      <Stack gap="sm">
        <Text>{t('done')}</Text>
        <Button component="a" href={documentHref} download>
          {t('signedDocument')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      <Text size="sm">{t('signHelp')}</Text>
      <Anchor href={documentHref} target="_blank" rel="noopener noreferrer" size="sm">
        {t('document')}
      </Anchor>
      {subscription.signers.map((signer) => (
        <Card key={signer.role} withBorder data-signer={signer.role}>
          <Group justify="space-between" mb="xs">
            <Text fw={600}>
              {t(`roles.${signer.role}`)} – {signer.name}
            </Text>
            {signer.signed_at && <Badge variant="default">{t('signed')}</Badge>}
          </Group>
          {!signer.signed_at && (
            <form
              onSubmit={(event) => {
                event.preventDefault();
                if (!sign.isPending) sign.mutate(signer.role);
              }}
            >
              <Group align="flex-end">
                <TextInput
                  label={t('code', { email: signer.email })}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  value={codes[signer.role] ?? ''}
                  onChange={(event) => setCodes({ ...codes, [signer.role]: event.currentTarget.value })}
                  error={errors[signer.role]}
                />
                <Button type="submit" loading={sign.isPending && sign.variables === signer.role} disabled={sign.isPending}>
                  {t('sign')}
                </Button>
                <Button variant="subtle" onClick={() => resend.mutate(signer.role)} disabled={resend.isPending}>
                  {t('resend')}
                </Button>
              </Group>
            </form>
          )}
        </Card>
      ))}
    </Stack>
  );
}
