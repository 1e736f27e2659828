'use client';

import { AppShell, Box, Burger, Group } from '@mantine/core';
import Image from 'next/image';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { ShellBrand, ShellUser } from './shell-types';
import { UserMenu } from './user-menu';
import logo from './brand-logo.module.css';

interface AppHeaderProps {
  brand: ShellBrand;
  user: ShellUser;
  navOpened: boolean;
  onToggleNav: () => void;
  onOpenWebsite: () => void;
  search?: ReactNode;
}

export function AppHeader({ brand, user, navOpened, onToggleNav, onOpenWebsite, search }: AppHeaderProps) {
  const t = useTranslations('shell');
  return (
    <AppShell.Header px="md" data-print-hide>
      <Group h="100%" justify="space-between" wrap="nowrap" gap="md">
        <Group gap="sm" wrap="nowrap">
          <Burger
            opened={navOpened}
            onClick={onToggleNav}
            size="sm"
            aria-label={navOpened ? t('closeMenu') : t('openMenu')}
            aria-expanded={navOpened}
            aria-controls="main-navbar"
          />
          <Link href="/">
            <Image
              src={brand.logo}
              alt={t('homeLink', { brand: brand.fullName })}
              width={160}
              height={40}
              priority
              className={logo.plate}
              style={{ objectFit: 'contain', display: 'block' }}
            />
          </Link>
        </Group>
        {search ? (
          <Box role="search" aria-label={t('search')} style={{ flex: 1, maxWidth: 560 }}>
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
