'use client';

import { Button, Stack } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { LazyChangePasswordForm } from './lazy-change-password-form';
import { LazyModal } from '@/components/ui/lazy-modal';

interface WeakPasswordModalProps {
  /** session.weakPassword: the login said reset_password. */
  weakPassword: boolean;
  /** The documents modal (lrp KYC) takes precedence while it shows. */
  documentsModalOpen?: boolean;
}

const noop = () => undefined;

/** SPEC §2 blocking modal 1: not closable until the password has been changed. */
export function WeakPasswordModal({ weakPassword, documentsModalOpen = false }: WeakPasswordModalProps) {
  const t = useTranslations('auth.weakPassword');
  const router = useRouter();
  const [formShown, setFormShown] = useState(false);
  const [done, setDone] = useState(false);

  return (
    <LazyModal
      opened={weakPassword && !documentsModalOpen && !done}
      onClose={noop}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      centered
      size="lg"
      title={t('title')}
    >
      <Stack>
        {formShown ? (
          <LazyChangePasswordForm
            autoFocus
            onSuccess={() => {
              setDone(true);
              router.refresh();
            }}
          />
        ) : (
          <Button onClick={() => setFormShown(true)} data-autofocus>
            {t('open')}
          </Button>
        )}
      </Stack>
    </LazyModal>
  );
}
