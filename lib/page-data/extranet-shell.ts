import 'server-only';
import { unauthorized } from 'next/navigation';
import { cache } from 'react';
import { getTranslations } from 'next-intl/server';
import { getProfileAndScope, type UserInfos } from '../partner/auth';
import { isPartnerApiError } from '../partner/errors';
import type { MenuEntry } from '../partner/menu';
import { perSession } from '../cache/session-cache';
import { loadAdviserMenu } from '../menu/adviser-menu';
import { requireLogin } from '../auth/session';
import { ShownError } from './shown-error';
import { logFailure } from '@/lib/log/logger';

export interface ExtranetShell {
  user: UserInfos;
  menu: MenuEntry[];
  /** The personalised menu could not be loaded: the frame shows home only and an error notice. */
  menuFailed: boolean;
  /** Advisers of one scope see the same catalogue (lib/cache/shared-catalogue.ts); null when the API names none. */
  catalogueScope: string | null;
}

/** A 401 from the API means the session is gone: the login screen takes over, keeping the URL. */
function rethrowUnauthorized(error: unknown): void {
  if (isPartnerApiError(error) && error.isUnauthorized) unauthorized();
}

async function loadMenu(token: string): Promise<{ menu: MenuEntry[]; menuFailed: boolean }> {
  const loaded = await loadAdviserMenu(token);
  if (loaded.ok) return { menu: loaded.menu, menuFailed: false };
  rethrowUnauthorized(loaded.error);
  logFailure('error', 'chargement du menu impossible', loaded.error);
  return { menu: [], menuFailed: true };
}

async function loadShell(token: string): Promise<ExtranetShell> {
  const t = await getTranslations('errors');
  const [profile, menu] = await Promise.all([
    getProfileAndScope(token).catch((error: unknown) => {
      rethrowUnauthorized(error);
      logFailure('error', 'chargement du profil impossible', error);
      // SPEC §8 app init failure; a 4xx from the API brings its own French message.
      throw new ShownError((isPartnerApiError(error) && error.serverMessage) || t('appInit'));
    }),
    loadMenu(token),
  ]);
  return { ...profile, ...menu };
}

/**
 * Profile and menu of the logged-in adviser: read once per session for a short while (lib/cache/session-cache.ts)
 * and once per request at most (layout and pages share it). A failed menu is asked again on the next request.
 */
export const loadExtranetShell = cache(async (): Promise<ExtranetShell> => {
  const session = await requireLogin();
  return perSession(session.accessToken, 'shell', () => loadShell(session.accessToken), (shell) => !shell.menuFailed);
});
