import { MENU_ICON_BY_PAGE } from './menu-icons';

const KNOWN_PAGE_KEYS = Object.keys(MENU_ICON_BY_PAGE);

/** The menu key a path belongs to: the longest known page key that is the path or one of its parents. */
export function menuKeyOfPath(pathname: string): string | null {
  const path = pathname.replace(/\/+$/, '');
  let found: string | null = null;
  for (const key of KNOWN_PAGE_KEYS) {
    const href = `/${key}`;
    if ((path === href || path.startsWith(`${href}/`)) && key.length > (found?.length ?? 0)) found = key;
  }
  return found;
}

/**
 * A path is hidden from this adviser when it belongs to a menu key the server left out of their personalised
 * menu (a role, a brand, a subscription or the director flag decided so): it answers 404 like a missing page.
 */
export function isHiddenByMenu(pathname: string, menu: readonly { page: string | null }[]): boolean {
  const key = menuKeyOfPath(pathname);
  return key !== null && !menu.some((entry) => entry.page === key);
}
