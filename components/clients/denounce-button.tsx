'use client';

import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { DateField } from '@/components/forms/date-field';
import { useState } from 'react';
import { failureMessage } from '@/components/options/failure-message';
import { notifyError, notifySuccess } from '@/components/notices/notify';
import { unwrap } from '@/lib/actions/action-result';
import type { ActionError } from '@/lib/partner/errors';
import type { Client } from '@/lib/partner/clients';
import { denounceClientAction } from '@/lib/selling/client-actions';
import { LazyModal } from '@/components/ui/lazy-modal';

/**
 * POST client/{id}/denonce, after completing the birth date or email that recognise the person. The page behind comes
 * back rendered anew in the action's answer; `onDenounced` updates what the browser keeps itself (a panel's read).
 */
export function DenounceButton({ client, onDenounced }: { client: Client; onDenounced?: (client: Client) => void }) {
  const t = useTranslations('clients');
  const te = useTranslations('errors');
  const ts = useTranslations('success');
  const [opened, modal] = useDisclosure(false);
  const [birthDate, setBirthDate] = useState(client.birth_date ?? '');
  const [email, setEmail] = useState(client.email ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const mutation = useMutation({
    mutationFn: async () => {
      return unwrap(await denounceClientAction(client.id, { birth_date: birthDate, email })).data;
    },
    onSuccess: (updated) => {
      notifySuccess(ts('clientDenounce'));
      modal.close();
      onDenounced?.(updated);
    },
    onError: (error: ActionError) => {
      setErrors(error.fieldErrors);
      notifyError(failureMessage(te('clientDenounce'), error.message || undefined));
    },
  });
  const name = `${client.prenom} ${client.nom}`;

  return (
    <>
      <Button onClick={modal.open} variant="light">
        {t('denounce')}
      </Button>
      <LazyModal opened={opened} onClose={modal.close} title={t('denounceTitle', { name })}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!mutation.isPending) mutation.mutate();
          }}
          noValidate
        >
          <Stack gap="sm">
            <Text size="sm">{t('denounceHelp')}</Text>
            <DateField label={t('fields.birth_date')} value={birthDate} onChange={setBirthDate} error={errors.birth_date ?? errors['client.birth_date']} />
            <TextInput label={t('fields.email')} type="email" value={email} onChange={(event) => setEmail(event.currentTarget.value)} error={errors.email} />
            <Group justify="flex-end">
              <Button type="submit" loading={mutation.isPending} disabled={mutation.isPending}>
                {t('denounceSubmit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </LazyModal>
    </>
  );
}
