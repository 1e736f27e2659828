'use client';

import { Center, Loader, Stack, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { activationAction, forgotPasswordAction } from '@/lib/auth/email-request-actions';
import { destinationAfterLogin } from '@/lib/auth/login-destination';
import type { LoginOutcome } from '@/lib/auth/login-action';
import type { WelcomeProfile } from '@/lib/auth/session-data';
import type { SecondFactorStep as Step } from '@/contract/second-factor';
import { AuthFrame, type AuthBrand } from './auth-frame';
import { EmailRequestForm } from './email-request-form';
import { LoginForm } from './login-form';
import { SecondFactorStep } from './second-factor-step';
import { useLoginExit } from './login-exit';
import { initialViewOf, type LoginView } from './login-query';
import { FADE_DURATION_MS, WELCOME_FADE_DELAY_MS } from './timing';
import { useQueryLogin } from './use-query-login';

export interface LoginScreenProps {
  brand: AuthBrand;
  background: string;
  /** Defaults to the query: `premiere-connexion` opens the activation view. */
  initialView?: LoginView;
  /** The session's pair already waits for this second-factor step (a page loaded between the two steps). */
  secondFactor?: Step | null;
}

/**
 * Rendered by app/unauthorized.tsx in place of the page asked for, so the URL is kept: once logged in, that page
 * shows (deep links survive the login).
 */
export function LoginScreen({ brand, background, initialView, secondFactor: heldStep = null }: LoginScreenProps) {
  const t = useTranslations('auth.login');
  const params = useSearchParams();
  const [view, setView] = useState<LoginView>(() => initialView ?? initialViewOf(new URLSearchParams(params.toString())));
  const [welcome, setWelcome] = useState<WelcomeProfile | null>(null);
  const [secondFactor, setSecondFactor] = useState<Step | null>(heldStep);
  const [fading, setFading] = useState(false);
  const [queryError, setQueryError] = useState<string | null>(null);
  const welcomeRef = useRef<HTMLHeadingElement>(null);

  const exit = useLoginExit();

  /**
   * Leaves the login screen for the same URL (or for `url`, the query cleaned) with a full load: for a login
   * without greeting, nothing to prepare meanwhile.
   */
  function leave(url?: string) {
    if (url) window.location.replace(url);
    else window.location.reload();
  }

  /**
   * Greets the adviser for 4 s while the page asked for (or `url`) and its data load behind, then shows it at
   * once. The page's layout reads the session again, so the brand of the adviser's profile applies (SPEC §4
   * Login 6).
   */
  function greet(profile: WelcomeProfile, url?: string) {
    const destination = url ?? `${window.location.pathname}${window.location.search}${window.location.hash}`;
    exit.prepare(destination);
    setWelcome(profile);
    setTimeout(() => {
      setFading(true);
      setTimeout(() => exit.enter(destination), FADE_DURATION_MS);
    }, WELCOME_FADE_DELAY_MS);
  }

  /** After the password: the greeting, or the second factor first. */
  function loggedIn(outcome: LoginOutcome, then: (profile: WelcomeProfile) => void, cleanUrl?: string) {
    if ('welcome' in outcome) return then(outcome.welcome);
    if (cleanUrl) window.history.replaceState(window.history.state, '', cleanUrl);
    setSecondFactor(outcome.secondFactor);
  }

  const greetHome = (profile: WelcomeProfile) => greet(profile, destinationAfterLogin(profile.home, window.location.pathname));

  const query = useQueryLogin({
    onLoggedIn: (outcome, cleanUrl, withGreeting) =>
      loggedIn(outcome, (profile) => (withGreeting ? greet(profile, cleanUrl) : leave(cleanUrl)), cleanUrl),
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
  } else if (secondFactor) {
    content = <SecondFactorStep step={secondFactor} onLoggedIn={greetHome} />;
  } else if (view === 'login') {
    content = (
      <LoginForm
        defaultEmail={query.email}
        initialError={queryError}
        onSuccess={(outcome) => loggedIn(outcome, greetHome)}
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
