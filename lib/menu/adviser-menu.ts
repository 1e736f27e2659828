import 'server-only';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { perSession } from '../cache/session-cache';
import { isHiddenByMenu } from './menu-guard';
import { getMenu, type MenuEntry } from '../partner/menu';
import { getRequestPath } from '../http/request-context';

export type LoadedMenu = { ok: true; menu: MenuEntry[] } | { ok: false; error: unknown };

async function askMenu(token: string): Promise<LoadedMenu> {
  try {
    return { ok: true, menu: await getMenu(token) };
  } catch (error) {
    return { ok: false, error };
  }
}

/**
 * The adviser's personalised menu: the frame and the page guard share it, read once per session for a short while
 * like the frame (lib/cache/session-cache.ts). A menu that failed is asked again on the next request.
 */
export const loadAdviserMenu = cache((token: string): Promise<LoadedMenu> => perSession(token, 'menu', () => askMenu(token), (loaded) => loaded.ok));

/**
 * A screen the server left out of this adviser's menu does not exist for them: 404. Pages meet this check where
 * they read the session, so a client-side navigation is refused like a full load (the shared layout is not
 * rendered again on the former). Without a menu (the API failed) the page goes on and the frame says so.
 */
export async function refuseHiddenPage(token: string): Promise<void> {
  if (await isHiddenPage(token)) notFound();
}

/** Whether this request's path is a screen the server left out of the adviser's menu (false without a menu). */
export async function isHiddenPage(token: string): Promise<boolean> {
  const loaded = await loadAdviserMenu(token);
  return loaded.ok && isHiddenByMenu(await getRequestPath(), loaded.menu);
}
