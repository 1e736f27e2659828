'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { autoLoginAction } from '@/lib/auth/auto-login-action';
import type { LoginOutcome } from '@/lib/auth/login-action';
import { tokenLoginAction } from '@/lib/auth/token-login-action';
import { cleanLoginUrl, loginQueryOf } from './login-query';

interface QueryLoginHandlers {
  /** Logged in from the query (or held for the second factor); `cleanUrl` is the page without the handed-over credentials. */
  onLoggedIn: (outcome: LoginOutcome, cleanUrl: string, greet: boolean) => void;
  /** The query login failed (`message`) or was already tried within the hour (null). */
  onFailed: (message: string | null, cleanUrl: string) => void;
}

/**
 * Logs in once from the query: access_token + refresh_token (removed from the URL afterwards), or the email and
 * password pair of the sister app (tried once per hour, see lib/auth/auto-login-action.ts).
 * Answers true while that login runs.
 */
export function useQueryLogin({ onLoggedIn, onFailed }: QueryLoginHandlers): { running: boolean; email: string } {
  const params = useSearchParams();
  const pathname = usePathname();
  const [query] = useState(() => loginQueryOf(new URLSearchParams(params.toString())));
  const [running, setRunning] = useState(query.kind !== 'none');
  const started = useRef(false);
  const handlers = useRef({ onLoggedIn, onFailed });
  useEffect(() => {
    handlers.current = { onLoggedIn, onFailed };
  });

  useEffect(() => {
    if (started.current || query.kind === 'none') return;
    started.current = true;
    const cleanUrl = cleanLoginUrl(pathname, new URLSearchParams(params.toString()), window.location.hash);
    const attempt = query.kind === 'tokens' ? tokenLoginAction(query) : autoLoginAction(query);
    attempt
      .then((result) => {
        if (result.ok) handlers.current.onLoggedIn(result.data, cleanUrl, query.kind === 'credentials');
        else handlers.current.onFailed(('message' in result && result.message) || null, cleanUrl);
      })
      .catch(() => handlers.current.onFailed(null, cleanUrl))
      .finally(() => setRunning(false));
  }, [query, pathname, params]);

  return { running, email: query.kind === 'credentials' ? query.email : '' };
}
