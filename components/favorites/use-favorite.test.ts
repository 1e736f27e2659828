import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useFavorite } from './use-favorite';

function Flag({ initial }: { initial: boolean }) {
  const { favorite, pending } = useFavorite(7, initial);
  return createElement('button', { 'aria-pressed': favorite, 'aria-busy': pending });
}

describe('useFavorite on the server', () => {
  it('renders the page’s own flag without a query client or a mutation', () => {
    expect(renderToStaticMarkup(createElement(Flag, { initial: true }))).toBe('<button aria-pressed="true" aria-busy="false"></button>');
    expect(renderToStaticMarkup(createElement(Flag, { initial: false }))).toBe('<button aria-pressed="false" aria-busy="false"></button>');
  });
});
