'use client';

import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import { logoutAction } from '@/lib/auth/logout-action';
import { FormSuccess } from './form-feedback';
import { RELOAD_AFTER_LOGOUT_MS, wait } from './timing';
import { LazyModal } from '@/components/ui/lazy-modal';

/** Logout confirmation: POST logout, cookie dropped, then a reload after 1 s shows the login screen. */
export function LogoutModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useTranslations('auth.logout');
  const [pending, startTransition] = useTransition();
  const [done, setDone] = useState(false);

  const confirm = () =>
    startTransition(async () => {
      await logoutAction();
      setDone(true);
      await wait(RELOAD_AFTER_LOGOUT_MS);
      window.location.reload();
    });

  return (
    <LazyModal opened={opened} onClose={done || pending ? () => undefined : onClose} title={t('title')} centered>
      <Stack>
        {done ? (
          <FormSuccess message={t('done')} />
        ) : (
          <>
            <Text>{t('text')}</Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose} disabled={pending}>
                {t('cancel')}
              </Button>
              <Button color="red" onClick={confirm} loading={pending} data-autofocus>
                {t('confirm')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </LazyModal>
  );
}
