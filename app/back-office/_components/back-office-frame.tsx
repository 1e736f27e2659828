'use client';

import { AppShell, Button, Group, Image, NavLink, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconClockHour4, IconFileCheck, IconHistory, IconHome, IconLogout, IconMessages, IconBuildingEstate, IconBuildingCommunity, IconNews } from '@tabler/icons-react';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { LogoutModal } from '@/components/auth/logout-modal';
import { MenuButton } from '@/components/layout/menu-button';
import { useMenuDrawer } from '@/components/layout/menu-drawer';
import { SkipLink } from '@/components/layout/skip-link';
import { IntentLink } from '@/components/ui/intent-link';
import logo from '@/components/layout/brand-logo.module.css';

const SECTIONS = [
  { href: '/back-office/kyc', key: 'kyc', icon: IconFileCheck },
  { href: '/back-office/messages', key: 'messages', icon: IconMessages },
  { href: '/back-office/lots', key: 'lots', icon: IconBuildingEstate },
  { href: '/back-office/options', key: 'options', icon: IconClockHour4 },
  { href: '/back-office/programmes', key: 'programmes', icon: IconBuildingCommunity },
  { href: '/back-office/audit', key: 'audit', icon: IconHistory },
  { href: '/back-office/content', key: 'content', icon: IconNews },
] as const;

interface BackOfficeFrameProps {
  brand: { code: string; fullName: string; logo: string };
  staff: { name: string; brands: string[] };
  children: ReactNode;
}

/** The staff console's frame: the brand, the staff member and logout on top, the sections on the left. */
export function BackOfficeFrame({ brand, staff, children }: BackOfficeFrameProps) {
  const t = useTranslations('backOffice');
  const pathname = usePathname();
  const [logoutOpened, logout] = useDisclosure(false);
  const nav = useMenuDrawer();

  return (
    <AppShell header={{ height: 60 }} navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !nav.phoneOpened } }} padding="md">
      <SkipLink target="main-content" />
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <MenuButton opened={nav.phoneOpened} onClick={nav.togglePhone} hiddenFrom="sm" />
            <Image src={brand.logo} alt={brand.fullName} h={36} w="auto" className={logo.plate} />
            <Title order={2} size="h4">
              {t('title')}
            </Title>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Text size="sm" visibleFrom="sm">
              {staff.name}
            </Text>
            <Button variant="subtle" leftSection={<IconLogout size={18} aria-hidden />} onClick={logout.open}>
              {t('logout')}
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar id="main-navbar" p="xs" component="nav" aria-label={t('menuLabel')} inert={nav.onPhone && !nav.phoneOpened}>
        <NavLink component={IntentLink} href="/back-office" label={t('home.title')} leftSection={<IconHome size={18} aria-hidden />} active={pathname === '/back-office'} />
        {SECTIONS.map(({ href, key, icon: Icon }) => (
          <NavLink
            key={href}
            component={IntentLink}
            href={href}
            label={t(`nav.${key}`)}
            leftSection={<Icon size={18} aria-hidden />}
            active={pathname.startsWith(href)}
            aria-current={pathname.startsWith(href) ? 'page' : undefined}
          />
        ))}
      </AppShell.Navbar>
      <AppShell.Main id="main-content" tabIndex={-1}>
        {children}
      </AppShell.Main>
      <LogoutModal opened={logoutOpened} onClose={logout.close} />
    </AppShell>
  );
}
