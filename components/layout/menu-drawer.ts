'use client';

import { useDisclosure } from '@mantine/hooks';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { BREAKPOINTS } from '@/lib/theme/brand-theme';

/** Screens below the theme's `sm` breakpoint (769 px) get the phone layout, where the frame stacks its parts. */
export const PHONE_QUERY = `(max-width: calc(${BREAKPOINTS.sm} - 0.1px))`;

export interface MenuDrawer {
  /** The menu beside the page on wider screens: open until the adviser closes it. */
  desktopOpened: boolean;
  /** The menu over the page on a phone: closed until asked for, closed again by a choice or by Escape. */
  phoneOpened: boolean;
  togglePhone: () => void;
  toggleDesktop: () => void;
  closePhone: () => void;
}

/**
 * The main menu's two states, one per layout, so that opening it on a phone never hides it on a wider screen. Which
 * one shows is left to CSS (frame.module.css): the hook holds the same state on the server and after hydration.
 */
export function useMenuDrawer(): MenuDrawer {
  const [desktopOpened, desktop] = useDisclosure(true);
  const [phoneOpened, phone] = useDisclosure(false);
  const pathname = usePathname();
  const closePhone = phone.close;
  useEffect(() => closePhone(), [pathname, closePhone]);
  // A phone turned into a wider screen (or a window widened) leaves no drawer open behind the desktop's menu.
  useEffect(() => {
    const phoneLayout = window.matchMedia(PHONE_QUERY);
    phoneLayout.addEventListener('change', closePhone);
    return () => phoneLayout.removeEventListener('change', closePhone);
  }, [closePhone]);
  return { desktopOpened, phoneOpened, togglePhone: phone.toggle, toggleDesktop: desktop.toggle, closePhone };
}

/** The frame root's attributes for the menu's state (read by frame.module.css). */
export function menuAttributes(nav: Pick<MenuDrawer, 'desktopOpened' | 'phoneOpened'>) {
  return {
    'data-desktop-nav-closed': nav.desktopOpened ? undefined : '',
    'data-phone-nav-open': nav.phoneOpened ? '' : undefined,
  };
}
