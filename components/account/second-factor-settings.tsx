'use client';

import { Button, Modal, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { SecondFactorEnrolment } from '@/components/auth/second-factor-enrolment';
import { secondFactorStateAction } from '@/lib/auth/second-factor-actions';

/** In the user panel: the adviser's second factor, on, or offered (the login's own enrolment, in a modal). */
export function SecondFactorSettings() {
  const t = useTranslations('auth.secondFactor');
  const [enabled, setEnabled] = useState<boolean | null>(null);
  const [opened, modal] = useDisclosure(false);

  useEffect(() => {
    let live = true;
    secondFactorStateAction().then((result) => {
      if (live && result.ok) setEnabled(result.data.enabled);
    });
    return () => {
      live = false;
    };
  }, []);

  const { close } = modal;
  const turnedOn = useCallback(() => {
    close();
    setEnabled(true);
  }, [close]);

  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('profileTitle')}
      </Title>
      <Text size="sm">{enabled ? t('profileOn') : t('profileOff')}</Text>
      {enabled === false && (
        <Button variant="light" onClick={modal.open}>
          {t('profileEnable')}
        </Button>
      )}
      <Modal opened={opened} onClose={close} title={t('profileTitle')} centered>
        {opened && <SecondFactorEnrolment onDone={turnedOn} onAlreadyOn={turnedOn} />}
      </Modal>
    </Stack>
  );
}
