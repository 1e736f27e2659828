'use client';

import { Avatar } from '@mantine/core';
import { IconAddressBook, IconLogout, IconSwitchHorizontal, IconUser, IconWorld } from '@tabler/icons-react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import type { CSSProperties } from 'react';
import { useRightPanel } from '@/components/panels/right-panel-context';
import { DropdownMenu, DropdownMenuDivider, DropdownMenuItem } from '@/components/ui/dropdown-menu';
import { ColorSchemeItems } from './color-scheme-items';
import { useShellActions } from './shell-actions';
import { fullName, type ShellUser } from './shell-types';
import { SpriteIcon } from '@/components/ui/sprite-icon';
import frame from './frame.module.css';
import { PlainGroup } from '@/components/ui/plain-layout';
import { PlainText, PlainVisuallyHidden } from '@/components/ui/plain-text';

// Loaded when the adviser opens it: it brings the phone-number metadata, which no other part of the frame needs.
const ContactPanel = dynamic(() => import('@/components/panels/contact-panel').then((module) => module.ContactPanel));

const INITIALS_STYLE = {
  '--avatar-size': 'var(--avatar-size-sm)',
  '--avatar-radius': 'var(--mantine-radius-xl)',
  '--avatar-bg': 'var(--mantine-color-brand-light)',
  '--avatar-color': 'var(--mantine-color-brand-light-color)',
  '--avatar-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
} as CSSProperties;

/** The adviser's initials in Mantine's small round Avatar of the brand's colour, drawn with its classes (user-menu.test.ts). */
export function UserInitials({ initials }: { initials: string }) {
  return (
    <div aria-hidden="true" className={Avatar.classes.root} data-size="sm" style={INITIALS_STYLE}>
      <span className={`phone-text ${Avatar.classes.placeholder}`}>{initials}</span>
    </div>
  );
}

export function UserMenu({ user, onOpenWebsite }: { user: ShellUser; onOpenWebsite: () => void }) {
  const t = useTranslations('menu');
  const tShell = useTranslations('shell');
  const panel = useRightPanel();
  const actions = useShellActions();
  const name = fullName(user);
  const initials = `${user.prenom.charAt(0)}${user.nom.charAt(0)}`.toUpperCase();

  return (
    <DropdownMenu
      trigger={
        <PlainGroup gap="xs" wrap="nowrap">
          <UserInitials initials={initials} />
          <PlainText size="sm" fw={500} className={frame.userName}>
            {name}
            <PlainVisuallyHidden>, {tShell('userMenu')}</PlainVisuallyHidden>
          </PlainText>
          <span className={frame.userChevron}>
            <SpriteIcon name="chevron-down" size={14} />
          </span>
        </PlainGroup>
      }
    >
      <DropdownMenuItem icon={<IconUser size={16} aria-hidden />} onClick={() => panel.open({ kind: 'user' })}>
        {t('profile')}
      </DropdownMenuItem>
      <DropdownMenuItem icon={<IconAddressBook size={16} aria-hidden />} onClick={() => panel.open({ kind: 'contact', content: <ContactPanel /> })}>
        {t('contact')}
      </DropdownMenuItem>
      {user.accountsCount > 1 && actions.has('switch-account') && (
        <DropdownMenuItem icon={<IconSwitchHorizontal size={16} aria-hidden />} onClick={() => actions.trigger('switch-account')}>
          {t('switchAccount')}
        </DropdownMenuItem>
      )}
      <DropdownMenuItem icon={<IconWorld size={16} aria-hidden />} onClick={onOpenWebsite}>
        {t('website')}
      </DropdownMenuItem>
      <DropdownMenuDivider />
      <ColorSchemeItems />
      <DropdownMenuDivider />
      <DropdownMenuItem icon={<IconLogout size={16} aria-hidden />} disabled={!actions.has('logout')} onClick={() => actions.trigger('logout')}>
        {t('logout')}
      </DropdownMenuItem>
    </DropdownMenu>
  );
}
