import { ActionIcon, Indicator } from '@mantine/core';
import { createElement, type ComponentProps, type ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { mantineMarkup } from '@/components/ui/mantine-markup';
import { PlainActionIconLink } from '@/components/ui/plain-button';
import { UnreadIndicator } from './notifications-bell';

// ActionIcon is polymorphic (its `component` picks the element), which createElement's typing cannot follow.
const MantineActionIcon = ActionIcon as unknown as ComponentType<Record<string, unknown>>;
const icon = createElement('svg', { 'aria-hidden': true });

describe('the notifications bell', () => {
  it.each([
    [0, 0],
    [3, 3],
    [120, '99+'],
  ] as const)('draws %i unread over the link as Mantine’s Indicator over an ActionIcon link', (count, label) => {
    const link = { href: '/notifications', variant: 'default', size: 'lg', 'aria-label': `${count} notifications non lues` } as const;
    expect(mantineMarkup(createElement(UnreadIndicator, { count } as ComponentProps<typeof UnreadIndicator>, createElement(PlainActionIconLink, link, icon)))).toBe(
      mantineMarkup(
        createElement(Indicator, { label, size: 18, disabled: count === 0, color: 'red.8', offset: 4 }, createElement(MantineActionIcon, { component: 'a', ...link }, icon)),
      ),
    );
  });
});
