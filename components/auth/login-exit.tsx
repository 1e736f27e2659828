'use client';

import type { PrefetchKind } from 'next/dist/client/components/router-reducer/router-reducer-types';
import { useRouter } from 'next/navigation';
import { createContext, Fragment, useCallback, useContext, useMemo, useState, useTransition, type ReactNode } from 'react';

interface LoginExit {
  /** Loads the page and its data while the welcome shows (the session cookie is already set). */
  prepare: (url: string) => void;
  /** Shows the prepared page in place of the login screen. */
  enter: (url: string) => void;
}

const LoginExitContext = createContext<LoginExit | null>(null);

/**
 * The login screen is Next's unauthorized fallback, shown in place of the page asked for; that boundary lets go
 * only when the path changes, so a page of the same path, however fetched, would stay hidden behind it. This
 * gives the pages below a new identity when the adviser enters: the boundary is mounted anew and the page the
 * router prefetched during the welcome shows at once, without a full load.
 */
export function LoginExitProvider({ children }: { children: ReactNode }) {
  const router = useRouter();
  const [entries, setEntries] = useState(0);
  const [, startTransition] = useTransition();
  const prepare = useCallback((url: string) => router.prefetch(url, { kind: 'full' as PrefetchKind }), [router]);
  const enter = useCallback(
    (url: string) =>
      startTransition(() => {
        router.replace(url);
        setEntries((count) => count + 1);
      }),
    [router],
  );
  const exit = useMemo(() => ({ prepare, enter }), [prepare, enter]);
  return (
    <LoginExitContext value={exit}>
      <Fragment key={entries}>{children}</Fragment>
    </LoginExitContext>
  );
}

export function useLoginExit(): LoginExit {
  const exit = useContext(LoginExitContext);
  if (!exit) throw new Error('useLoginExit outside LoginExitProvider');
  return exit;
}
