'use client';

import { Avatar, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconAddressBook, IconLogout, IconSwitchHorizontal, IconUser, IconWorld } from '@tabler/icons-react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useRightPanel } from '@/components/panels/right-panel-context';
import { ColorSchemeItems } from './color-scheme-items';
import { useShellActions } from './shell-actions';
import { fullName, type ShellUser } from './shell-types';
import { SpriteIcon } from '@/components/ui/sprite-icon';
import frame from './frame.module.css';

// Loaded when the adviser opens it: it brings the phone-number metadata, which no other part of the frame needs.
const ContactPanel = dynamic(() => import('@/components/panels/contact-panel').then((module) => module.ContactPanel));

export function UserMenu({ user, onOpenWebsite }: { user: ShellUser; onOpenWebsite: () => void }) {
  const t = useTranslations('menu');
  const tShell = useTranslations('shell');
  const panel = useRightPanel();
  const actions = useShellActions();
  const name = fullName(user);
  const initials = `${user.prenom.charAt(0)}${user.nom.charAt(0)}`.toUpperCase();

  return (
    <Menu position="bottom-end" width={240} withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <UnstyledButton p={4} className="touch-target">
          <Group gap="xs" wrap="nowrap">
            <Avatar color="brand" radius="xl" size="sm" aria-hidden>
              {initials}
            </Avatar>
            <Text size="sm" fw={500} className={frame.userName}>
              {name}
              <VisuallyHidden>, {tShell('userMenu')}</VisuallyHidden>
            </Text>
            <span className={frame.userChevron}>
              <SpriteIcon name="chevron-down" size={14} />
            </span>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconUser size={16} aria-hidden />} onClick={() => panel.open({ kind: 'user' })}>
          {t('profile')}
        </Menu.Item>
        <Menu.Item leftSection={<IconAddressBook size={16} aria-hidden />} onClick={() => panel.open({ kind: 'contact', content: <ContactPanel /> })}>
          {t('contact')}
        </Menu.Item>
        {user.accountsCount > 1 && actions.has('switch-account') && (
          <Menu.Item
            leftSection={<IconSwitchHorizontal size={16} aria-hidden />}
            onClick={() => actions.trigger('switch-account')}
          >
            {t('switchAccount')}
          </Menu.Item>
        )}
        <Menu.Item leftSection={<IconWorld size={16} aria-hidden />} onClick={onOpenWebsite}>
          {t('website')}
        </Menu.Item>
        <Menu.Divider />
        <ColorSchemeItems />
        <Menu.Divider />
        <Menu.Item
          leftSection={<IconLogout size={16} aria-hidden />}
          disabled={!actions.has('logout')}
          onClick={() => actions.trigger('logout')}
        >
          {t('logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
