'use client';

import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useState, useTransition } from 'react';
import { linkLoginAction } from '@/lib/auth/link-login-action';
import { cleanLoginUrl, loginQueryOf } from './login-query';
import { LazyModal } from '@/components/ui/lazy-modal';

/**
 * A link carrying another account's credentials or tokens, opened while logged in: nothing happens until the
 * adviser chooses (a crafted link must not swap their session). The credentials leave the address bar and
 * history at once, whatever the choice.
 */
export function LinkLoginPrompt() {
  const t = useTranslations('auth.linkLogin');
  const params = useSearchParams();
  const pathname = usePathname();
  const [query] = useState(() => loginQueryOf(new URLSearchParams(params.toString())));
  const [cleanUrl] = useState(() => cleanLoginUrl(pathname, new URLSearchParams(params.toString())));
  const [opened, setOpened] = useState(query.kind !== 'none');
  const [pending, startTransition] = useTransition();
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (query.kind !== 'none') window.history.replaceState(window.history.state, '', `${cleanUrl}${window.location.hash}`);
  }, [query, cleanUrl]);

  if (query.kind === 'none') return null;

  const switchAccount = () =>
    startTransition(async () => {
      const result = await linkLoginAction(query);
      // A full load applies the new adviser's brand and menus (SPEC §4 Login 6).
      if (result.ok) window.location.replace(`${cleanUrl}${window.location.hash}`);
      else setError(result.message ?? null);
    });

  return (
    <LazyModal opened={opened} onClose={pending ? () => undefined : () => setOpened(false)} title={t('title')} centered>
      <Stack>
        <Text>{query.kind === 'credentials' ? t('credentials', { email: query.email }) : t('tokens')}</Text>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setOpened(false)} disabled={pending} data-autofocus>
            {t('keep')}
          </Button>
          <Button onClick={switchAccount} loading={pending}>
            {t('switch')}
          </Button>
        </Group>
      </Stack>
    </LazyModal>
  );
}
