import { Breadcrumbs } from '@mantine/core';
import { createElement, type ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { IntentLink } from '@/components/ui/intent-link';
import { mantineMarkup } from '@/components/ui/mantine-markup';
import { PlainAnchor, PlainText } from '@/components/ui/plain-text';
import { PageTrail } from './page-header';

const MantineBreadcrumbs = Breadcrumbs as unknown as ComponentType<Record<string, unknown>>;

describe('PageTrail', () => {
  it('draws the trail as Mantine’s Breadcrumbs around the same links and the page’s name', () => {
    const crumbs = [
      { label: 'Programmes', href: '/programmes' },
      { label: 'Neuf', href: '/programmes/neuf' },
    ];
    const mantine = createElement(
      MantineBreadcrumbs,
      { separatorMargin: 6, fz: 'sm' },
      ...crumbs.map((crumb) => createElement(PlainAnchor, { key: crumb.href, component: IntentLink, href: crumb.href, size: 'sm' }, crumb.label)),
      createElement(PlainText, { span: true, size: 'sm', 'aria-current': 'page', dimmed: true }, 'Les Jardins'),
    );
    expect(mantineMarkup(createElement(PageTrail, { crumbs, current: 'Les Jardins' }))).toBe(mantineMarkup(mantine));
  });
});
