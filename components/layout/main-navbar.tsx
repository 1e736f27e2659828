'use client';

import { AppShell, CloseButton, FocusTrap, Group, ScrollArea } from '@mantine/core';
import type { KeyboardEvent } from 'react';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { IntentLink } from '@/components/ui/intent-link';
import type { NavEntry } from '@/lib/partner/menu';
import { activeHref } from './active-href';
import classes from './main-navbar.module.css';
import type { MenuDrawer } from './menu-drawer';
import { NavIcon } from './nav-icon';

/**
 * Left navigation from the personalised menu; home alone when the menu could not be loaded. On a phone it is a drawer
 * over the page: focus stays inside while it is open, and Escape or a choice closes it.
 */
export function MainNavbar({ entries, nav }: { entries: NavEntry[]; nav: MenuDrawer }) {
  const t = useTranslations();
  const pathname = usePathname();
  const shown: NavEntry[] = entries.length ? entries : [{ label: t('menu.home'), icon: 'home', href: '/' }];
  const active = activeHref(pathname, shown.map((entry) => entry.href));

  const drawer = nav.onPhone && nav.phoneOpened;
  const onKeyDown = (event: KeyboardEvent) => {
    if (drawer && event.key === 'Escape') nav.closePhone();
  };

  return (
    <FocusTrap active={drawer}>
      <AppShell.Navbar
        id="main-navbar"
        data-print-hide
        aria-label={t('shell.mainNav')}
        p="xs"
        onKeyDown={onKeyDown}
        // Off screen on a phone until opened: out of the tab order too.
        inert={nav.onPhone && !nav.phoneOpened}
      >
        {drawer && (
          <Group justify="flex-end">
            <CloseButton size="lg" className="touch-target" onClick={nav.closePhone} aria-label={t('shell.closeMenu')} />
          </Group>
        )}
        <AppShell.Section grow component={ScrollArea}>
          {shown.map((entry) => (
            <IntentLink
              key={`${entry.href}-${entry.label}`}
              href={entry.href}
              className={`mantine-focus-auto ${classes.link}`}
              aria-current={entry.href === active ? 'page' : undefined}
            >
              <NavIcon name={entry.icon} />
              <span className={classes.label}>
                <span className={classes.text}>{entry.label}</span>
              </span>
            </IntentLink>
          ))}
        </AppShell.Section>
      </AppShell.Navbar>
    </FocusTrap>
  );
}
