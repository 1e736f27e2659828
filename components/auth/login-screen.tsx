'use client';

import { Center, Loader, Stack } from '@mantine/core';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useSearchParams } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import { activationAction, forgotPasswordAction } from '@/lib/auth/email-request-actions';
import { destinationAfterLogin } from '@/lib/auth/login-destination';
import type { LoginOutcome } from '@/lib/auth/login-action';
import type { WelcomeProfile } from '@/lib/auth/session-data';
import type { SecondFactorStep as Step } from '@/contract/second-factor';
import { FormLoading } from '@/components/forms/form-loading';
import { AuthFrame, type AuthBrand } from './auth-frame';
import { LoginForm } from './login-form';
import { currentAddress, useGreeting } from './login-exit';
import { initialViewOf, type LoginView } from './login-query';
import { useQueryLogin } from './use-query-login';

// The other steps of the screen load when shown: the login page is the first a phone opens, and most logins are
// the password alone.
const EmailRequestForm = dynamic(() => import('./email-request-form').then((module) => module.EmailRequestForm), { loading: FormLoading });
const SecondFactorStep = dynamic(() => import('./second-factor-step').then((module) => module.SecondFactorStep), { loading: FormLoading });

export interface LoginScreenProps {
  brand: AuthBrand;
  background: string;
  /** Defaults to the query: `premiere-connexion` opens the activation view. */
  initialView?: LoginView;
  /** The session's pair already waits for this second-factor step (a page loaded between the two steps). */
  secondFactor?: Step | null;
}

/**
 * Shown in place of the page asked for (components/auth/login-page.tsx), so the URL is kept: once logged in, that
 * page shows (deep links survive the login).
 */
export function LoginScreen({ brand, background, initialView, secondFactor: heldStep = null }: LoginScreenProps) {
  const t = useTranslations('auth.login');
  const params = useSearchParams();
  const [view, setView] = useState<LoginView>(() => initialView ?? initialViewOf(new URLSearchParams(params.toString())));
  const [greeted, setGreeted] = useState(false);
  const [secondFactor, setSecondFactor] = useState<Step | null>(heldStep);
  const [queryError, setQueryError] = useState<string | null>(null);
  const greeting = useGreeting();

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
    setGreeted(true);
    greeting({ profile, brand, background }, url ?? currentAddress());
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

  let content: ReactNode;
  if (greeted || query.running) {
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
    <AuthFrame brand={brand} background={background}>
      <Stack>{content}</Stack>
    </AuthFrame>
  );
}
