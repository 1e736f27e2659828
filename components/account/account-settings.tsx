'use client';

import { ChangePasswordForm } from '@/components/auth/change-password-form';
import { DocumentsPanelButton } from '@/components/documents/documents-panel';
import type { CommunicationsForm as Communications } from '@/contract/communications';
import { CommunicationsForm } from './communications-form';
import { SecondFactorSettings } from './second-factor-settings';

export interface AccountSettingsProps {
  userId: number;
  communications: Communications;
}

/** The account's settings under the profile in the user panel: password, communications, second factor, documents. */
export function AccountSettings({ userId, communications }: AccountSettingsProps) {
  return (
    <>
      <ChangePasswordForm />
      <CommunicationsForm userId={userId} initial={communications} />
      <SecondFactorSettings />
      <DocumentsPanelButton />
    </>
  );
}
