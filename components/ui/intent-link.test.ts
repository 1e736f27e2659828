import Link from 'next/link';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { IntentLink, ServerIntentLink } from './intent-link';

const html = (element: ReactNode) => renderToStaticMarkup(element);

describe('IntentLink', () => {
  it('is rendered as its plain anchor on the server', () => {
    expect(IntentLink).toBe(ServerIntentLink);
  });

  it.each([
    { href: '/programmes/neuf', children: 'Neuf' },
    { href: '/programmes/residence/3', className: 'title', 'aria-current': 'page' as const, children: createElement('span', null, 'Les Jardins') },
    { href: '/fonds/2', id: 'fonds-2', tabIndex: -1, 'aria-label': 'Ouvrir le fonds', onClick: () => undefined, style: { display: 'block' } },
    { href: 'https://www.investissement-selection.fr', target: '_blank', rel: 'noreferrer', children: 'Site' },
  ])('writes the markup Next’s Link writes for $href', (props) => {
    expect(html(createElement(ServerIntentLink, props))).toBe(html(createElement(Link, { ...props, prefetch: false })));
  });
});
