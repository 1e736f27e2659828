import { readFileSync } from 'node:fs';
import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BRAND_CODES, BRANDS } from '@/lib/brand/brands';
import { brandTheme } from '@/lib/theme/brand-theme';

const RULES = readFileSync('components/theme/responsive-classes.css', 'utf8').replace(/\/\*[\s\S]*?\*\//, '').trim();

/** The classes MantineProvider writes in a <style> of every page for this brand's theme. */
function providerClasses(style: (typeof BRANDS)[keyof typeof BRANDS]): string {
  const page = renderToStaticMarkup(createElement(MantineProvider, { theme: brandTheme(style, { close: 'Fermer' }) }, 'page'));
  return /<style data-mantine-styles="classes">([\s\S]*?)<\/style>/.exec(page)?.[1] ?? '';
}

describe('responsive classes stylesheet', () => {
  it.each(BRAND_CODES)('holds exactly the classes MantineProvider would write in each page for %s', (code) => {
    expect(RULES).toContain('.mantine-hidden-from-sm');
    expect(RULES).toBe(providerClasses(BRANDS[code]));
  });
});
