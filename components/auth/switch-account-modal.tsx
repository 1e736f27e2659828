'use client';

import { Alert, Badge, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import { switchAccountAction, type AccountSummary } from '@/lib/auth/account-actions';
import { FormError, FormSuccess } from './form-feedback';
import { RELOAD_AFTER_SWITCH_MS, wait } from './timing';
import { labelled } from '@/lib/format/format';
import { queryKeys } from '@/lib/client-data/query-keys';
import { fetchRead } from '@/lib/client-data/fetch-read';
import { LazyModal } from '@/components/ui/lazy-modal';


/** Change-account modal: lists the adviser's accounts; picking one switches and reloads after 1 s. */
export function SwitchAccountModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useTranslations('auth.switchAccount');
  const accounts = useQuery({ queryKey: queryKeys.linkedAccounts, queryFn: () => fetchRead('linkedAccounts'), enabled: opened, retry: false });
  const [pending, startTransition] = useTransition();
  const [chosen, setChosen] = useState<AccountSummary['id'] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const choose = (id: AccountSummary['id']) =>
    startTransition(async () => {
      setChosen(id);
      setError(null);
      const result = await switchAccountAction({ id });
      if (!result.ok) {
        setError(result.message ?? null);
        return;
      }
      setDone(true);
      await wait(RELOAD_AFTER_SWITCH_MS);
      window.location.reload();
    });

  let body;
  if (done) body = <FormSuccess message={t('done')} />;
  else if (accounts.isPending)
    body = (
      <Center py="md">
        <Loader size="sm" aria-label={t('title')} />
      </Center>
    );
  else if (accounts.isError)
    body = (
      <Alert role="alert" color="red" variant="light">
        {t('loadError')}
      </Alert>
    );
  else if (accounts.data.filter((account) => !account.current).length === 0) body = <Text>{t('empty')}</Text>;
  else
    body = (
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {accounts.data.map((account) => (
          <Group component="li" key={String(account.id)} justify="space-between" wrap="nowrap">
            <div>
              <Text fw={500}>{account.label}</Text>
              <Text size="sm" c="dimmed">
                {account.email}
              </Text>
            </div>
            {account.current ? (
              <Badge variant="light">{t('current')}</Badge>
            ) : (
              <Button
                size="xs"
                onClick={() => choose(account.id)}
                loading={pending && chosen === account.id}
                disabled={pending && chosen !== account.id}
                aria-label={labelled(t('select'), account.label)}
              >
                {t('select')}
              </Button>
            )}
          </Group>
        ))}
      </Stack>
    );

  return (
    <LazyModal opened={opened} onClose={done || pending ? () => undefined : onClose} title={t('title')} centered>
      <Stack>
        {!done && <Text size="sm">{t('text')}</Text>}
        {body}
        <FormError message={error} />
      </Stack>
    </LazyModal>
  );
}
