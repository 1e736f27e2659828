'use client';

import { Center, Loader, Stack, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { activationAction, forgotPasswordAction } from '@/lib/auth/email-request-actions';
import { destinationAfterLogin } from '@/lib/auth/login-destination';
import type { WelcomeProfile } from '@/lib/auth/session-data';
import { AuthFrame, type AuthBrand } from './auth-frame';
import { EmailRequestForm } from './email-request-form';
import { LoginForm } from './login-form';
import { initialViewOf, type LoginView } from './login-query';
import { FADE_DURATION_MS, WELCOME_FADE_DELAY_MS } from './timing';
import { useQueryLogin } from './use-query-login';

export interface LoginScreenProps {
  brand: AuthBrand;
  background: string;
  /** Defaults to the query: `premiere-connexion` opens the activation view. */
  initialView?: LoginView;
}

/**
 * Rendered by app/unauthorized.tsx in place of the page asked for, so the URL is kept: once logged in, loading
 * the same URL again shows that page (deep links survive the login).
 */
export function LoginScreen({ brand, background, initialView }: LoginScreenProps) {
  const t = useTranslations('auth.login');
  const params = useSearchParams();
  const [view, setView] = useState<LoginView>(() => initialView ?? initialViewOf(new URLSearchParams(params.toString())));
  const [welcome, setWelcome] = useState<WelcomeProfile | null>(null);
  const [fading, setFading] = useState(false);
  const [queryError, setQueryError] = useState<string | null>(null);
  const welcomeRef = useRef<HTMLHeadingElement>(null);

  /**
   * Leaves the login screen with a full load of the same URL (or of `url`, the query cleaned): Next keeps an
   * unauthorized boundary until the path changes, so a router refresh would leave this screen in place. The
   * full load also applies the brand of the adviser's profile (SPEC §4 Login 6).
   */
  function leave(url?: string) {
    if (url) window.location.replace(url);
    else window.location.reload();
  }

  function greet(profile: WelcomeProfile, url?: string) {
    setWelcome(profile);
    setTimeout(() => {
      setFading(true);
      setTimeout(() => leave(url), FADE_DURATION_MS);
    }, WELCOME_FADE_DELAY_MS);
  }

  const query = useQueryLogin({
    onLoggedIn: (profile, cleanUrl, withGreeting) => (withGreeting ? greet(profile, cleanUrl) : leave(cleanUrl)),
    onFailed: (message, cleanUrl) => {
      setQueryError(message);
      window.history.replaceState(window.history.state, '', cleanUrl);
    },
  });

  useEffect(() => {
    if (welcome) welcomeRef.current?.focus();
  }, [welcome]);

  let content: ReactNode;
  if (welcome) {
    content = (
      <Title ref={welcomeRef} tabIndex={-1} order={1} size="h2" ta="center" role="status">
        {t('welcome', { prenom: welcome.prenom, nom: welcome.nom })}
      </Title>
    );
  } else if (query.running) {
    content = (
      <Center py="xl">
        <Loader aria-label={t('loading')} />
      </Center>
    );
  } else if (view === 'login') {
    content = (
      <LoginForm
        defaultEmail={query.email}
        initialError={queryError}
        onSuccess={(profile) => greet(profile, destinationAfterLogin(profile.home, window.location.pathname))}
        onFirstVisit={() => setView('activation')}
        onForgotPassword={() => setView('forgot')}
      />
    );
  } else {
    content = (
      <EmailRequestForm
        key={view}
        kind={view}
        action={view === 'activation' ? activationAction : forgotPasswordAction}
        onBack={() => setView('login')}
      />
    );
  }

  return (
    <AuthFrame brand={brand} background={background} fading={fading}>
      <Stack>{content}</Stack>
    </AuthFrame>
  );
}
