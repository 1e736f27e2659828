import { ActionIcon, Button, UnstyledButton } from '@mantine/core';
import { createElement, type ComponentProps, type ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { ButtonLink } from '@/components/programmes/button-link';
import { mantineMarkup } from './mantine-markup';
import { PlainActionIcon, PlainButton, PlainTextButton } from './plain-button';

// They are polymorphic (their `component` picks the element), which createElement's typing cannot follow.
const MantineUnstyledButton = UnstyledButton as unknown as ComponentType<Record<string, unknown>>;
const MantineActionIcon = ActionIcon as unknown as ComponentType<Record<string, unknown>>;
const MantineButton = Button as unknown as ComponentType<Record<string, unknown>>;
const icon = createElement('svg', { 'aria-hidden': true });

describe('plain buttons', () => {
  it('draw a button as Mantine’s UnstyledButton with the classes it is given', () => {
    const props = { className: 'mantine-active touch-target quick-view', 'aria-label': 'Aperçu des Jardins', 'data-variant': 'light', 'data-size': 'xs' };
    expect(mantineMarkup(createElement(PlainButton, props, 'Aperçu'))).toBe(mantineMarkup(createElement(MantineUnstyledButton, props, 'Aperçu')));
  });

  it.each([
    ['default', undefined, 'lg'],
    ['filled', 'red', 'lg'],
    ['default', undefined, 'md'],
    ['filled', 'red', 'xl'],
  ] as const)('draw an icon button as Mantine’s ActionIcon, %s %s at size %s', (variant, color, size) => {
    const props = { variant, color, size, radius: 'xl', 'aria-label': 'Ajouter aux favoris', 'aria-pressed': variant === 'filled', 'aria-busy': false } as const;
    const icon = createElement('span', { 'aria-hidden': true });
    expect(mantineMarkup(createElement(PlainActionIcon, props as ComponentProps<typeof PlainActionIcon>, icon))).toBe(
      mantineMarkup(createElement(MantineActionIcon, props, icon)),
    );
  });

  it('draws an icon button shown from a breakpoint up as Mantine’s ActionIcon with visibleFrom', () => {
    const props = { variant: 'default', size: 'lg', visibleFrom: 'sm', 'aria-label': 'Ouvrir vos favoris' } as const;
    const icon = createElement('span', { 'aria-hidden': true });
    expect(mantineMarkup(createElement(PlainActionIcon, props, icon))).toBe(mantineMarkup(createElement(MantineActionIcon, props, icon)));
  });

  it.each([
    { type: 'submit', leftSection: icon },
    { variant: 'default', fullWidth: true, hiddenFrom: 'sm', className: 'touch-target toggle', 'aria-expanded': false, 'aria-controls': 'filtres' },
    { variant: 'light', color: 'red', size: 'xs' },
  ] as const)('draw a text button as Mantine’s Button: %o', (props) => {
    expect(mantineMarkup(createElement(PlainTextButton, props as ComponentProps<typeof PlainTextButton>, 'Appliquer'))).toBe(
      mantineMarkup(createElement(MantineButton, { type: 'button', ...props }, 'Appliquer')),
    );
  });

  it.each([
    { variant: 'light', leftSection: icon },
    { variant: 'subtle', size: 'sm', 'aria-current': 'page' },
    { variant: 'default', size: 'xs' },
    {},
  ] as const)('draw a link as Mantine’s Button drawn as a link: %o', (props) => {
    expect(mantineMarkup(createElement(ButtonLink, { href: '/programmes/carte', ...props } as ComponentProps<typeof ButtonLink>, 'Carte'))).toBe(
      mantineMarkup(createElement(MantineButton, { component: 'a', href: '/programmes/carte', ...props }, 'Carte')),
    );
  });

  it('lets the caller’s style follow the button’s variables, as Mantine’s style prop does', () => {
    const props = { variant: 'subtle', style: { width: 'fit-content' } } as const;
    expect(mantineMarkup(createElement(ButtonLink, { href: '/fonds', ...props } as ComponentProps<typeof ButtonLink>, 'Retour'))).toBe(
      mantineMarkup(createElement(MantineButton, { component: 'a', href: '/fonds', ...props }, 'Retour')),
    );
  });
});
