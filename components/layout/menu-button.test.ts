import { Burger } from '@mantine/core';
import { NextIntlClientProvider } from 'next-intl';
import { createElement, type ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { mantineMarkup } from '@/components/ui/mantine-markup';
import { MenuButton } from './menu-button';

// The labels only have to be the same on both sides.
const messages = { shell: { openMenu: 'Ouvrir le menu', closeMenu: 'Fermer le menu' } };
// next-intl's provider requires its children among its props, which createElement's typing cannot follow.
const IntlProvider = NextIntlClientProvider as unknown as ComponentType<Record<string, unknown>>;
const MantineBurger = Burger as unknown as ComponentType<Record<string, unknown>>;
const withMessages = (element: ReturnType<typeof createElement>) =>
  mantineMarkup(createElement(IntlProvider, { locale: 'fr', timeZone: 'Europe/Paris', messages }, element));

describe('MenuButton', () => {
  it.each([
    [false, { hiddenFrom: 'sm' }],
    [true, { visibleFrom: 'sm' }],
  ] as const)('draws Mantine’s Burger at size sm, opened %s, %o', (opened, visibility) => {
    const label = opened ? messages.shell.closeMenu : messages.shell.openMenu;
    const mantine = createElement(MantineBurger, {
      opened,
      size: 'sm',
      'aria-label': label,
      'aria-expanded': opened,
      'aria-controls': 'main-navbar',
      ...visibility,
    });
    expect(withMessages(createElement(MenuButton, { opened, onClick: () => undefined, ...visibility }))).toBe(withMessages(mantine));
  });
});
