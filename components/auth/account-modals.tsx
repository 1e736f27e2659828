'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useShellActionHandler } from '@/components/layout/shell-actions';
import { LazyChangePasswordForm } from './lazy-change-password-form';
import { LogoutModal } from './logout-modal';
import { SwitchAccountModal } from './switch-account-modal';
import { WeakPasswordModal } from './weak-password-modal';
import { LazyModal } from '@/components/ui/lazy-modal';

export interface AccountModalsProps {
  /** session.weakPassword */
  weakPassword: boolean;
  /** user-infos accounts_count: the change-account entry exists from 2 accounts. */
  accountsCount: number;
  /** The lrp documents modal takes precedence over the weak-password one. */
  documentsModalOpen?: boolean;
}

type Open = 'logout' | 'switch-account' | 'change-password' | null;

/**
 * The account modals of the frame: logout confirmation, change of account, password change, and the blocking
 * weak-password modal. Mounted once in the extranet frame; the user menu opens them through shell actions.
 */
export function AccountModals({ weakPassword, accountsCount, documentsModalOpen = false }: AccountModalsProps) {
  const t = useTranslations('auth.changePassword');
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  useShellActionHandler('logout', () => setOpen('logout'));
  useShellActionHandler('change-password', () => setOpen('change-password'));
  useShellActionHandler('switch-account', () => {
    if (accountsCount > 1) setOpen('switch-account');
  });

  return (
    <>
      <LogoutModal opened={open === 'logout'} onClose={close} />
      {accountsCount > 1 && <SwitchAccountModal opened={open === 'switch-account'} onClose={close} />}
      <LazyModal opened={open === 'change-password'} onClose={close} title={t('title')} centered>
        <LazyChangePasswordForm autoFocus showTitle={false} onSuccess={close} />
      </LazyModal>
      <WeakPasswordModal weakPassword={weakPassword} documentsModalOpen={documentsModalOpen} />
    </>
  );
}
