'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import {
  BUILD_CHECK_EVERY_MS,
  FIRST_BUILD_CHECK_MS,
  isChunkLoadError,
  isNewerBuild,
  isSafeToReload,
  latestBuildUrl,
} from './build-update';
import { reloadOnce } from './reload-once';

const modalOpen = () => document.querySelector('[role="dialog"][aria-modal="true"]') !== null;

/**
 * SPEC §4 Build updates: learns that a newer build is live and reloads at the next navigation, or when the
 * adviser comes back to the tab with no form typed into and no modal open; reloads once after a chunk failure.
 */
export function BuildWatcher() {
  const pathname = usePathname();
  const stale = useRef(false);
  const formDirty = useRef(false);
  const previousPath = useRef(pathname);

  useEffect(() => {
    if (previousPath.current === pathname) return;
    previousPath.current = pathname;
    formDirty.current = false;
    if (stale.current) reloadOnce();
  }, [pathname]);

  useEffect(() => {
    const check = async () => {
      try {
        const response = await fetch(latestBuildUrl(Date.now()), { cache: 'no-store' });
        if (response.ok && isNewerBuild(process.env.NEXT_PUBLIC_BUILD_ID, await response.json())) stale.current = true;
      } catch (error) {
        console.warn('Vérification de la version impossible', error);
      }
    };
    const first = window.setTimeout(check, FIRST_BUILD_CHECK_MS);
    const every = window.setInterval(check, BUILD_CHECK_EVERY_MS);

    const onInput = (event: Event) => {
      if ((event.target as Element | null)?.closest?.('form')) formDirty.current = true;
    };
    const onSubmit = () => (formDirty.current = false);
    const onVisible = () => {
      if (document.visibilityState !== 'visible' || !stale.current) return;
      if (isSafeToReload({ formDirty: formDirty.current, modalOpen: modalOpen() })) reloadOnce();
    };
    const onError = (event: ErrorEvent) => isChunkLoadError(event.error) && reloadOnce();
    const onRejection = (event: PromiseRejectionEvent) => isChunkLoadError(event.reason) && reloadOnce();

    document.addEventListener('input', onInput, true);
    document.addEventListener('submit', onSubmit, true);
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(every);
      document.removeEventListener('input', onInput, true);
      document.removeEventListener('submit', onSubmit, true);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);

  return null;
}
