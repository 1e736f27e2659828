import { Group, Stack } from '@mantine/core';
import { createElement, type ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { mantineMarkup } from './mantine-markup';
import { PlainGroup, PlainStack } from './plain-layout';

// Stack is polymorphic (its `component` picks the element), which createElement's typing cannot follow.
const MantineStack = Stack as unknown as ComponentType<Record<string, unknown>>;
const children = [createElement('p', { key: 1 }, 'Les Jardins'), createElement('p', { key: 2 }, 'Limoges')];

describe('plain layout', () => {
  it('draws a row as Mantine’s Group, with its defaults and with its own settings and class', () => {
    expect(mantineMarkup(createElement(PlainGroup, null, children))).toBe(mantineMarkup(createElement(Group, null, children)));
    const props = { gap: 'sm', align: 'flex-end', justify: 'space-between', className: 'actions', 'aria-label': 'Actions' } as const;
    expect(mantineMarkup(createElement(PlainGroup, props, children))).toBe(mantineMarkup(createElement(Group, props, children)));
    const unwrapped = { gap: 4, align: 'flex-start', wrap: 'nowrap' } as const;
    expect(mantineMarkup(createElement(PlainGroup, unwrapped, children))).toBe(mantineMarkup(createElement(Group, unwrapped, children)));
  });

  it('draws a column as Mantine’s Stack, with its defaults and with its own settings, element and class', () => {
    expect(mantineMarkup(createElement(PlainStack, null, children))).toBe(mantineMarkup(createElement(Stack, null, children)));
    const props = { gap: 'lg', align: 'flex-start', className: 'list', id: 'resultats' } as const;
    expect(mantineMarkup(createElement(PlainStack, props, children))).toBe(mantineMarkup(createElement(Stack, props, children)));
    const section = { gap: 4, component: 'section', 'aria-labelledby': 'lot-grid-title' } as const;
    expect(mantineMarkup(createElement(PlainStack, section, children))).toBe(mantineMarkup(createElement(MantineStack, section, children)));
  });
});
