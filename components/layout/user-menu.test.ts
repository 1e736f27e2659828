import { Avatar } from '@mantine/core';
import { createElement, type ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { mantineMarkup } from '@/components/ui/mantine-markup';
import { UserInitials } from './user-menu';

// Avatar is polymorphic (its `component` picks the element), which createElement's typing cannot follow.
const MantineAvatar = Avatar as unknown as ComponentType<Record<string, unknown>>;

describe('UserInitials', () => {
  it('draws the initials as Mantine’s small round Avatar of the brand’s colour', () => {
    expect(mantineMarkup(createElement(UserInitials, { initials: 'TP' }))).toBe(
      mantineMarkup(createElement(MantineAvatar, { color: 'brand', radius: 'xl', size: 'sm', 'aria-hidden': true }, 'TP')),
    );
  });
});
