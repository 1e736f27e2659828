'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { MenuDrawer } from './menu-drawer';
import type { ShellUser } from './shell-types';
import { MenuButton } from './menu-button';
import { UserMenu } from './user-menu';
import frame from './frame.module.css';
import { IntentLink } from '@/components/ui/intent-link';

interface AppHeaderProps {
  /** The brand's logo, drawn on the server (header-logo.tsx). */
  logo: ReactNode;
  user: ShellUser;
  nav: MenuDrawer;
  onOpenWebsite: () => void;
  search?: ReactNode;
}

export function AppHeader({ logo, user, nav, onOpenWebsite, search }: AppHeaderProps) {
  const t = useTranslations('shell');
  return (
    <header className={frame.header} data-print-hide>
      <div className={frame.headerGroup}>
        <MenuButton opened={nav.phoneOpened} onClick={nav.togglePhone} hiddenFrom="sm" />
        <MenuButton opened={nav.desktopOpened} onClick={nav.toggleDesktop} visibleFrom="sm" />
        <IntentLink href="/">
          {logo}
        </IntentLink>
      </div>
      {search ? (
        <div role="search" aria-label={t('search')} className={frame.headerSearch}>
          {search}
        </div>
      ) : (
        <div className={frame.headerSearch} />
      )}
      <UserMenu user={user} onOpenWebsite={onOpenWebsite} />
    </header>
  );
}
