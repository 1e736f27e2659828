'use client';

import { Center, Loader } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useEffect, useState, type ReactNode } from 'react';
import { mayReload, reloadGuardKey } from './reload-guard';

/**
 * A link from a mail or another site carries no SameSite=Strict cookie, so a logged-in adviser first lands on
 * the login screen. Navigating again from the page itself is same-origin and sends the cookie: do it once per
 * path within 10 s, and show the login screen (`children`) if still logged out.
 */
export function CrossSiteReload({ children }: { children: ReactNode }) {
  const t = useTranslations('auth.login');
  const [showLogin, setShowLogin] = useState(false);

  useEffect(() => {
    const { pathname, search, hash, href } = window.location;
    const key = reloadGuardKey(`${pathname}${search}`);
    let allowed = false;
    try {
      allowed = mayReload(sessionStorage.getItem(key), Date.now());
      if (allowed) sessionStorage.setItem(key, String(Date.now()));
    } catch {
      // storage disabled: never risk a loop
    }
    if (!allowed) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the decision needs sessionStorage, client-only
      setShowLogin(true);
      return;
    }
    // replace() is a same-origin navigation (cookies sent); with a fragment it would only scroll, so reload.
    if (hash) window.location.reload();
    else window.location.replace(href);
  }, []);

  if (showLogin) return children;
  return (
    <Center mih="100vh">
      <Loader aria-label={t('redirecting')} />
    </Center>
  );
}
