import { MantineProvider } from '@mantine/core';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { BRANDS } from '@/lib/brand/brands';
import { brandTheme } from '@/lib/theme/brand-theme';

// For the tests that hold an element drawn with Mantine's classes equal to the Mantine component it stands for.

/** Each tag's attributes in one order: the browser reads them in any. */
function sortedAttributes(html: string): string {
  return html.replace(/<(\w+)((?:\s+[\w-]+(?:="[^"]*")?)*)\s*(\/?)>/g, (_tag, name: string, attributes: string, slash: string) => {
    const sorted = (attributes.match(/[\w-]+(?:="[^"]*")?/g) ?? []).sort();
    return `<${name}${sorted.map((attribute) => ` ${attribute}`).join('')}${slash}>`;
  });
}

/** The markup as a page gets it (the app's provider settings), with each generated id named by its order. */
export function mantineMarkup(element: ReactNode): string {
  const html = renderToStaticMarkup(
    createElement(MantineProvider, { theme: brandTheme(BRANDS.is, { close: 'Fermer' }), withStaticClasses: false, withGlobalClasses: false }, element),
  );
  const ids = new Map<string, string>();
  const named = html.replace(/(?:mantine-)?_R_\w+_/g, (id) => {
    const bare = id.replace(/^mantine-/, '');
    if (!ids.has(bare)) ids.set(bare, `id${ids.size}`);
    return ids.get(bare)!;
  });
  return sortedAttributes(named);
}
