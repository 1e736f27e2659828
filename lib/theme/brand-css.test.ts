import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BRAND_CODES, BRANDS } from '@/lib/brand/brands';
import { brandCss } from './brand-css';
import { brandCssVariablesResolver, brandTheme } from './brand-theme';

/** The variables MantineProvider writes inline in a page of this brand. */
function inlineVariables(style: (typeof BRANDS)[keyof typeof BRANDS]): string {
  const page = renderToStaticMarkup(
    createElement(MantineProvider, { theme: brandTheme(style, { close: 'Fermer' }), cssVariablesResolver: brandCssVariablesResolver }, 'page'),
  );
  return /<style data-mantine-styles="true">([\s\S]*?)<\/style>/.exec(page)?.[1] ?? '';
}

describe('brandCss', () => {
  it.each(BRAND_CODES)('writes exactly the variables MantineProvider would write inline for %s', (code) => {
    const css = brandCss(BRANDS[code]);
    expect(css).toContain('--mantine-color-brand-6');
    expect(css).toBe(inlineVariables(BRANDS[code]));
  });

  it('follows a brand colour changed by configuration', () => {
    expect(brandCss({ colors: { primary: '#7048e8' } })).toContain('--mantine-color-brand-6: #7048e8');
  });
});
