'use client';

import { AppShell, Box, Group } from '@mantine/core';
import Image from 'next/image';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { MenuDrawer } from './menu-drawer';
import type { ShellBrand, ShellUser } from './shell-types';
import { MenuButton } from './menu-button';
import { UserMenu } from './user-menu';
import classes from './app-header.module.css';
import logo from './brand-logo.module.css';
import { IntentLink } from '@/components/ui/intent-link';

interface AppHeaderProps {
  brand: ShellBrand;
  user: ShellUser;
  nav: MenuDrawer;
  onOpenWebsite: () => void;
  search?: ReactNode;
}

export function AppHeader({ brand, user, nav, onOpenWebsite, search }: AppHeaderProps) {
  const t = useTranslations('shell');
  return (
    <AppShell.Header px="md" data-print-hide>
      <Group h="100%" justify="space-between" wrap="nowrap" gap="md" className={classes.bar}>
        <Group gap="sm" wrap="nowrap">
          <MenuButton opened={nav.phoneOpened} onClick={nav.togglePhone} hiddenFrom="sm" />
          <MenuButton opened={nav.desktopOpened} onClick={nav.toggleDesktop} visibleFrom="sm" />
          <IntentLink href="/">
            <Image
              src={brand.logo}
              alt={t('homeLink', { brand: brand.fullName })}
              width={160}
              height={40}
              priority
              className={`${logo.plate} ${classes.logo}`}
              style={{ objectFit: 'contain', display: 'block' }}
            />
          </IntentLink>
        </Group>
        {search ? (
          <Box role="search" aria-label={t('search')} style={{ flex: 1, minWidth: 0, maxWidth: 560 }}>
            {search}
          </Box>
        ) : (
          <Box style={{ flex: 1 }} />
        )}
        <UserMenu user={user} onOpenWebsite={onOpenWebsite} />
      </Group>
    </AppShell.Header>
  );
}

