import 'server-only';
import { menuAnswerSchema, type MenuAnswer } from '@/contract/menu';
import { iconForPage, isMenuIconName, menuHref, type MenuIconName } from '@/lib/menu/menu-icons';
import { partnerJson } from './client';

/** One navigation entry, ready for the shell (serialisable to client components). */
export interface MenuEntry {
  page: string | null;
  label: string;
  icon: MenuIconName;
  href: string;
}

/** What the navigation draws of an entry; the page key stays on the server, where the menu guard reads it. */
export type NavEntry = Pick<MenuEntry, 'label' | 'icon' | 'href'>;

export function navEntries(menu: MenuEntry[]): NavEntry[] {
  return menu.map(({ label, icon, href }) => ({ label, icon, href }));
}

export function toMenuEntries(answer: MenuAnswer): MenuEntry[] {
  return answer.display.map(({ page, label, icon }) => ({
    page: page?.trim() || null,
    label,
    // The server may name an icon; one the navigation cannot draw is replaced by the page key's own.
    icon: isMenuIconName(icon) ? icon : iconForPage(page),
    href: menuHref(page),
  }));
}

// GET menu – the adviser's personalised navigation
export async function getMenu(token: string): Promise<MenuEntry[]> {
  return toMenuEntries(await partnerJson('menu', { token, answer: menuAnswerSchema }));
}
