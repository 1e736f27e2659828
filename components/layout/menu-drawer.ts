'use client';

import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { BREAKPOINTS } from '@/lib/theme/brand-theme';

/** Screens below the theme's `sm` breakpoint (769 px) get the phone layout, where the app shell stacks its parts. */
export const PHONE_QUERY = `(max-width: calc(${BREAKPOINTS.sm} - 0.1px))`;

export interface MenuDrawer {
  /** The menu beside the page on wider screens: open until the adviser closes it. */
  desktopOpened: boolean;
  /** The menu over the page on a phone: closed until asked for, closed again by a choice or by Escape. */
  phoneOpened: boolean;
  togglePhone: () => void;
  toggleDesktop: () => void;
  closePhone: () => void;
  /** True on a phone-wide screen (false while rendering on the server). */
  onPhone: boolean;
}

/** The main menu's two states, one per layout, so that opening it on a phone never hides it on a wider screen. */
export function useMenuDrawer(): MenuDrawer {
  const [desktopOpened, desktop] = useDisclosure(true);
  const [phoneOpened, phone] = useDisclosure(false);
  const onPhone = useMediaQuery(PHONE_QUERY) ?? false;
  const pathname = usePathname();
  const closePhone = phone.close;
  useEffect(() => closePhone(), [pathname, closePhone]);
  return { desktopOpened, phoneOpened, togglePhone: phone.toggle, toggleDesktop: desktop.toggle, closePhone, onPhone };
}
