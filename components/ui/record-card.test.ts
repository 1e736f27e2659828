import { Card, MantineProvider } from '@mantine/core';
import { createElement, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RecordCard } from './record-card';

// Card is polymorphic (its `component` picks the element), which createElement's typing cannot follow.
const MantineCard = Card as unknown as ComponentType<Record<string, unknown>>;

const html = (element: ReactNode) => renderToStaticMarkup(createElement(MantineProvider, { withStaticClasses: false, withGlobalClasses: false }, element));

describe('RecordCard', () => {
  it('draws the article Mantine’s bordered Card draws without padding, as tall as its row', () => {
    const mantine = createElement(
      MantineCard,
      { withBorder: true, radius: 'md', padding: 0, component: 'article', 'aria-labelledby': 'residence-1', h: '100%' },
      createElement('p', null, 'Les Jardins'),
    );
    const ours = createElement(RecordCard, { labelledBy: 'residence-1' } as ComponentProps<typeof RecordCard>, createElement('p', null, 'Les Jardins'));
    expect(html(ours)).toBe(html(mantine));
  });
});
