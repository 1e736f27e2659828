'use client';

import { AppShell, ScrollArea } from '@mantine/core';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { NavEntry } from '@/lib/partner/menu';
import { activeHref } from './active-href';
import classes from './main-navbar.module.css';
import { NavIcon } from './nav-icon';

/** Left navigation from the personalised menu; home alone when the menu could not be loaded. */
export function MainNavbar({ entries }: { entries: NavEntry[] }) {
  const t = useTranslations();
  const pathname = usePathname();
  const shown: NavEntry[] = entries.length ? entries : [{ label: t('menu.home'), icon: 'home', href: '/' }];
  const active = activeHref(pathname, shown.map((entry) => entry.href));

  return (
    <AppShell.Navbar id="main-navbar" data-print-hide aria-label={t('shell.mainNav')} p="xs">
      <AppShell.Section grow component={ScrollArea}>
        {shown.map((entry) => (
          <Link
            key={`${entry.href}-${entry.label}`}
            href={entry.href}
            className={`mantine-focus-auto ${classes.link}`}
            aria-current={entry.href === active ? 'page' : undefined}
          >
            <NavIcon name={entry.icon} />
            <span className={classes.label}>
              <span className={classes.text}>{entry.label}</span>
            </span>
          </Link>
        ))}
      </AppShell.Section>
    </AppShell.Navbar>
  );
}
