import { Anchor, Text, Title, VisuallyHidden } from '@mantine/core';
import { createElement, type ComponentProps, type ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { mantineMarkup } from './mantine-markup';
import { PlainAnchor, PlainText, PlainTitle, PlainVisuallyHidden } from './plain-text';

// Both are polymorphic (their `component` picks the element), which createElement's typing cannot follow.
const MantineText = Text as unknown as ComponentType<Record<string, unknown>>;
const MantineAnchor = Anchor as unknown as ComponentType<Record<string, unknown>>;
const Link = (props: Record<string, unknown>) => createElement('a', { ...props, 'data-link': 'next' });

describe('plain text', () => {
  it('draws a paragraph as Mantine’s Text, plain, small, dimmed or bold', () => {
    expect(mantineMarkup(createElement(PlainText, null, 'Bordeaux'))).toBe(mantineMarkup(createElement(MantineText, null, 'Bordeaux')));
    expect(mantineMarkup(createElement(PlainText, { dimmed: true }, 'Bordeaux'))).toBe(mantineMarkup(createElement(MantineText, { c: 'dimmed' }, 'Bordeaux')));
    const small = { size: 'sm', role: 'status', 'aria-live': 'polite' } as const;
    expect(mantineMarkup(createElement(PlainText, small, '12 lots'))).toBe(mantineMarkup(createElement(MantineText, small, '12 lots')));
    expect(mantineMarkup(createElement(PlainText, { size: 'sm', fw: 500, className: 'name' }, 'Claire'))).toBe(
      mantineMarkup(createElement(MantineText, { size: 'sm', fw: 500, className: 'name' }, 'Claire')),
    );
  });

  it('draws a span as Mantine’s Text with span, dimmed and small', () => {
    const props = { span: true, size: 'sm', dimmed: true, 'aria-current': 'page' } as const;
    expect(mantineMarkup(createElement(PlainText, props, 'Les Jardins'))).toBe(
      mantineMarkup(createElement(MantineText, { span: true, size: 'sm', c: 'dimmed', 'aria-current': 'page' }, 'Les Jardins')),
    );
  });

  it('draws a link as Mantine’s Anchor, as an <a> or through the link component given, with its own class', () => {
    expect(mantineMarkup(createElement(PlainAnchor, { href: '#lot-grid-title', size: 'sm' }, 'Lots'))).toBe(
      mantineMarkup(createElement(MantineAnchor, { href: '#lot-grid-title', size: 'sm' }, 'Lots')),
    );
    const crumb = { href: '/programmes', size: 'sm', component: Link, className: 'crumb' } as const;
    expect(mantineMarkup(createElement(PlainAnchor, crumb, 'Programmes'))).toBe(mantineMarkup(createElement(MantineAnchor, crumb, 'Programmes')));
  });

  it.each([1, 2, 3, 4] as const)('draws a heading as Mantine’s Title of order %i', (order) => {
    expect(mantineMarkup(createElement(PlainTitle, { order, id: 'titre' } as ComponentProps<typeof PlainTitle>, 'Programmes neufs'))).toBe(
      mantineMarkup(createElement(Title, { order, id: 'titre' }, 'Programmes neufs')),
    );
  });

  it('draws hidden text as Mantine’s VisuallyHidden', () => {
    expect(mantineMarkup(createElement(PlainVisuallyHidden, null, ', menu'))).toBe(mantineMarkup(createElement(VisuallyHidden, null, ', menu')));
  });
});
