'use client';

import { Button, Image, NavLink, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconClockHour4, IconFileCheck, IconHistory, IconHome, IconLogout, IconMessages, IconBuildingEstate, IconBuildingCommunity, IconNews } from '@tabler/icons-react';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { LogoutModal } from '@/components/auth/logout-modal';
import { MenuButton } from '@/components/layout/menu-button';
import { menuAttributes, useMenuDrawer } from '@/components/layout/menu-drawer';
import { SkipLink } from '@/components/layout/skip-link';
import { IntentLink } from '@/components/ui/intent-link';
import logo from '@/components/layout/brand-logo.module.css';
import frame from '@/components/layout/frame.module.css';
import classes from './back-office-frame.module.css';

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
    <div className={`${frame.root} ${classes.root}`} {...menuAttributes(nav)}>
      <SkipLink target="main-content" />
      <header className={frame.header}>
        <div className={frame.headerGroup}>
          <MenuButton opened={nav.phoneOpened} onClick={nav.togglePhone} hiddenFrom="sm" />
          <Image src={brand.logo} alt={brand.fullName} h={36} w="auto" className={logo.plate} />
          <Title order={2} size="h4">
            {t('title')}
          </Title>
        </div>
        <div className={frame.headerGroup}>
          <Text size="sm" visibleFrom="sm">
            {staff.name}
          </Text>
          <Button variant="subtle" leftSection={<IconLogout size={18} aria-hidden />} onClick={logout.open}>
            {t('logout')}
          </Button>
        </div>
      </header>
      <nav id="main-navbar" className={frame.navbar} aria-label={t('menuLabel')}>
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
      </nav>
      <main id="main-content" tabIndex={-1} className={frame.main}>
        {children}
      </main>
      <LogoutModal opened={logoutOpened} onClose={logout.close} />
    </div>
  );
}
