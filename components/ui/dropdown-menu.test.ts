import { Menu, Popover, UnstyledButton } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { MENU_CLASSES } from './dropdown-menu';

describe('DropdownMenu', () => {
  it('draws its parts with the class names of Mantine’s Menu, Popover and UnstyledButton stylesheets', () => {
    const { button, popover, ...menu } = MENU_CLASSES;
    expect(button).toBe(UnstyledButton.classes.root);
    expect(popover).toBe(Popover.Dropdown.classes.dropdown);
    for (const [part, name] of Object.entries(menu)) expect(Menu.classes[part as keyof typeof Menu.classes], part).toBe(name);
  });
});
