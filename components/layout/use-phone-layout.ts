'use client';

import { useSyncExternalStore } from 'react';
import { PHONE_QUERY } from './menu-drawer';

function subscribe(onChange: () => void) {
  const phoneLayout = window.matchMedia(PHONE_QUERY);
  phoneLayout.addEventListener('change', onChange);
  return () => phoneLayout.removeEventListener('change', onChange);
}

/**
 * Whether the screen gets the phone layout; undefined in the server's HTML and while it is hydrated, where the width
 * is not known yet (a part drawn differently on a phone then draws both, each shown by CSS at its width).
 */
export function usePhoneLayout(): boolean | undefined {
  return useSyncExternalStore(subscribe, () => window.matchMedia(PHONE_QUERY).matches, () => undefined);
}
