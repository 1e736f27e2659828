import { describe, expect, it } from 'vitest';
import { activeHref } from './active-href';

const HREFS = ['/', '/programmes', '/programmes/neuf', '/fonds'];

describe('activeHref', () => {
  it('highlights home only on the home page', () => {
    expect(activeHref('/', HREFS)).toBe('/');
    expect(activeHref('/fonds', HREFS)).toBe('/fonds');
  });

  it('prefers the most specific entry', () => {
    expect(activeHref('/programmes/neuf', HREFS)).toBe('/programmes/neuf');
    expect(activeHref('/programmes/neuf/12/', HREFS)).toBe('/programmes/neuf');
    expect(activeHref('/programmes/ancien', HREFS)).toBe('/programmes');
  });

  it('does not confuse entries sharing a prefix', () => {
    expect(activeHref('/fondsx', HREFS)).toBeNull();
    expect(activeHref('/messagerie', HREFS)).toBeNull();
  });
});
