'use client';

import { Center, Loader } from '@mantine/core';
import dynamic from 'next/dynamic';
import type { AccountSettingsProps } from './account-settings';

// The forms (and their schemas) load when the user panel opens, not with every page.
const AccountSettings = dynamic(() => import('./account-settings').then((module) => module.AccountSettings), {
  loading: () => (
    <Center py="md">
      <Loader size="sm" />
    </Center>
  ),
});

export function LazyAccountSettings(props: AccountSettingsProps) {
  return <AccountSettings {...props} />;
}
