'use client';

import type { PrefetchKind } from 'next/dist/client/components/router-reducer/router-reducer-types';
import { useRouter } from 'next/navigation';
import { createContext, Fragment, useCallback, useContext, useState, useTransition, type ReactNode } from 'react';
import { FADE_DURATION_MS, WELCOME_FADE_DELAY_MS } from './timing';
import { WelcomeScreen, type Greeting } from './welcome-screen';
import classes from './login-exit.module.css';

/** Greets the adviser for 4 s while the page at `destination` and its data load behind, then shows that page. */
type Greet = (greeting: Greeting, destination: string) => void;

const LoginExitContext = createContext<Greet | null>(null);

/** Where the browser is: path, query and fragment. */
export const currentAddress = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

/**
 * Holds the greeting above the pages, so that it outlives the login screen: the login's new cookie makes Next
 * render the page asked for at once, in place of the login route or of the unauthorized fallback.
 * The fallback lets go only when the path changes, so a page of the same path would stay hidden behind it: entering
 * gives the pages below a new identity, the boundary is mounted anew and the page the router prefetched during the
 * greeting shows at once, without a full load.
 */
export function LoginExitProvider({ children }: { children: ReactNode }) {
  const router = useRouter();
  const [entries, setEntries] = useState(0);
  const [greeting, setGreeting] = useState<Greeting | null>(null);
  const [fading, setFading] = useState(false);
  const [, startTransition] = useTransition();

  const greet = useCallback<Greet>(
    (next, destination) => {
      router.prefetch(destination, { kind: 'full' as PrefetchKind });
      setGreeting(next);
      setTimeout(() => {
        setFading(true);
        setTimeout(
          () =>
            startTransition(() => {
              // The page of this very address was last drawn as the login screen: it is read again, not replayed.
              if (destination === currentAddress()) router.refresh();
              else router.replace(destination);
              setEntries((count) => count + 1);
              setGreeting(null);
              setFading(false);
            }),
          FADE_DURATION_MS,
        );
      }, WELCOME_FADE_DELAY_MS);
    },
    [router],
  );

  return (
    <LoginExitContext value={greet}>
      <div className={classes.pages} inert={greeting !== null}>
        <Fragment key={entries}>{children}</Fragment>
      </div>
      {greeting && <WelcomeScreen greeting={greeting} fading={fading} />}
    </LoginExitContext>
  );
}

export function useGreeting(): Greet {
  const greet = useContext(LoginExitContext);
  if (!greet) throw new Error('useGreeting outside LoginExitProvider');
  return greet;
}
