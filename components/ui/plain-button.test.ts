import { ActionIcon, UnstyledButton } from '@mantine/core';
import { createElement, type ComponentProps, type ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { mantineMarkup } from './mantine-markup';
import { PlainActionIcon, PlainButton } from './plain-button';

// Both are polymorphic (their `component` picks the element), which createElement's typing cannot follow.
const MantineUnstyledButton = UnstyledButton as unknown as ComponentType<Record<string, unknown>>;
const MantineActionIcon = ActionIcon as unknown as ComponentType<Record<string, unknown>>;

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
});
