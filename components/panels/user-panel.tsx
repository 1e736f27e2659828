'use client';

import { Badge, Divider, Stack, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { fullName, type ShellUser } from '@/components/layout/shell-types';

interface UserPanelProps {
  user: ShellUser;
  brandName: string;
  /** Account features shown under the profile (the change-password form). */
  children?: ReactNode;
}

/** Right-panel content of kind `user`: the adviser's profile. */
export function UserPanel({ user, brandName, children }: UserPanelProps) {
  const t = useTranslations('panels');
  const rows: [string, string | null][] = [
    [t('email'), user.email],
    [t('phone'), user.telephone],
    [t('brand'), brandName],
    [t('role'), user.role && t(`roles.${user.role}`)],
  ];

  return (
    <Stack gap="md">
      <div>
        <Title order={3} size="h4">
          {[user.civilite, fullName(user)].filter(Boolean).join(' ')}
        </Title>
        {user.directeur && (
          <Badge mt={4} variant="light">
            {t('director')}
          </Badge>
        )}
      </div>
      <Stack component="dl" gap={6} m={0}>
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label}>
              <Text component="dt" size="xs" c="dimmed">
                {label}
              </Text>
              <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
                {value}
              </Text>
            </div>
          ))}
      </Stack>
      {children && (
        <>
          <Divider />
          {children}
        </>
      )}
    </Stack>
  );
}
