import 'server-only';
import { unauthorized } from 'next/navigation';
import { cache } from 'react';
import messages from '@/messages/fr.json';
import { getUserInfos, type UserInfos } from './partner/auth';
import { isPartnerApiError } from './errors';
import { getMenu, type MenuEntry } from './partner/menu';
import { requireSession } from './session';
import { ShownError } from './shown-error';

export interface ExtranetShell {
  user: UserInfos;
  menu: MenuEntry[];
  /** The personalised menu could not be loaded: the frame shows home only and an error notice. */
  menuFailed: boolean;
}

/** A 401 from the API means the session is gone: the login screen takes over, keeping the URL. */
function rethrowUnauthorized(error: unknown): void {
  if (isPartnerApiError(error) && error.isUnauthorized) unauthorized();
}

async function loadMenu(token: string): Promise<{ menu: MenuEntry[]; menuFailed: boolean }> {
  try {
    return { menu: await getMenu(token), menuFailed: false };
  } catch (error) {
    rethrowUnauthorized(error);
    console.error('Chargement du menu impossible', error);
    return { menu: [], menuFailed: true };
  }
}

/** Profile and menu of the logged-in adviser, loaded once per request (layout and pages share it). */
export const loadExtranetShell = cache(async (): Promise<ExtranetShell> => {
  const session = await requireSession();
  const [user, menu] = await Promise.all([
    getUserInfos(session.accessToken).catch((error: unknown) => {
      rethrowUnauthorized(error);
      console.error('Chargement du profil impossible', error);
      // SPEC §8 app init failure; a 4xx from the API brings its own French message.
      throw new ShownError((isPartnerApiError(error) && error.serverMessage) || messages.errors.appInit);
    }),
    loadMenu(session.accessToken),
  ]);
  return { user, ...menu };
});
