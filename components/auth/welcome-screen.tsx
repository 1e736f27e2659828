'use client';

import { Stack, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import type { WelcomeProfile } from '@/lib/auth/session-data';
import { AuthFrame, type AuthBrand } from './auth-frame';

export interface Greeting {
  profile: WelcomeProfile;
  brand: AuthBrand;
  background: string;
}

/** The greeting after a login, on the login screen's background, read out and focused as it appears. */
export function WelcomeScreen({ greeting, fading }: { greeting: Greeting; fading: boolean }) {
  const t = useTranslations('auth.login');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <AuthFrame brand={greeting.brand} background={greeting.background} fading={fading}>
      <Stack>
        <Title ref={heading} tabIndex={-1} order={1} size="h2" ta="center" role="status">
          {t('welcome', { prenom: greeting.profile.prenom, nom: greeting.profile.nom })}
        </Title>
      </Stack>
    </AuthFrame>
  );
}
