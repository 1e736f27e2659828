'use client';

import { CloseButton, FocusTrap } from '@mantine/core';
import type { KeyboardEvent } from 'react';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { IntentLink } from '@/components/ui/intent-link';
import type { NavEntry } from '@/lib/partner/menu';
import { activeHref } from './active-href';
import frame from './frame.module.css';
import classes from './main-navbar.module.css';
import type { MenuDrawer } from './menu-drawer';
import { NavIcon } from './nav-icon';

/**
 * Left navigation from the personalised menu; home alone when the menu could not be loaded. On a phone it is a drawer
 * over the page: focus stays inside while it is open, and Escape or a choice closes it. Closed, CSS takes it out of
 * the tab order (frame.module.css).
 */
export function MainNavbar({ entries, nav }: { entries: NavEntry[]; nav: MenuDrawer }) {
  const t = useTranslations();
  const pathname = usePathname();
  const shown: NavEntry[] = entries.length ? entries : [{ label: t('menu.home'), icon: 'home', href: '/' }];
  const active = activeHref(pathname, shown.map((entry) => entry.href));

  // The phone's button is the only way to open the drawer, and a wider screen closes it (menu-drawer.ts).
  const drawer = nav.phoneOpened;
  const onKeyDown = (event: KeyboardEvent) => {
    if (drawer && event.key === 'Escape') nav.closePhone();
  };

  return (
    <FocusTrap active={drawer}>
      <nav id="main-navbar" className={frame.navbar} data-print-hide aria-label={t('shell.mainNav')} onKeyDown={onKeyDown}>
        {drawer && (
          <div className={classes.close}>
            <CloseButton size="lg" className="touch-target" onClick={nav.closePhone} aria-label={t('shell.closeMenu')} />
          </div>
        )}
        <div className={frame.scroll}>
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
        </div>
      </nav>
    </FocusTrap>
  );
}
