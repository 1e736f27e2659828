import { describe, expect, it } from 'vitest';
import { iconForPage, isMenuIconName, MENU_ICON_BY_PAGE, menuHref } from './menu-icons';

const SPEC_KEYS = [
  'dashboard', 'dashboard/direction', 'clients', 'suivis', 'programmes', 'ventes', 'litiges', 'fonds', 'formations',
  'contact-us', 'programmes/ancien', 'programmes/neuf', 'programmes/impact', 'programmes/residentiel', 'webinaires',
  'documents-pe', 'messagerie', 'guides-marches',
];
const EXTRA_KEYS = ['options', 'simulations', 'favoris', 'notifications', 'agenda', 'sondages'];

describe('iconForPage', () => {
  it('has an icon for every menu key of the spec, each a different one', () => {
    expect(Object.keys(MENU_ICON_BY_PAGE).sort()).toEqual([...SPEC_KEYS, ...EXTRA_KEYS].sort());
    const icons = [...SPEC_KEYS, ...EXTRA_KEYS].map(iconForPage);
    expect(new Set(icons).size).toBe(SPEC_KEYS.length + EXTRA_KEYS.length);
    expect(icons).not.toContain('home');
  });

  it('gives the home icon to an entry without a page', () => {
    expect(iconForPage(undefined)).toBe('home');
    expect(iconForPage(null)).toBe('home');
    expect(iconForPage('')).toBe('home');
    expect(iconForPage('  / ')).toBe('home');
  });

  it('tolerates surrounding slashes and falls back to a neutral icon for unknown keys', () => {
    expect(iconForPage('/programmes/neuf/')).toBe('neuf');
    expect(iconForPage('rendez-vous')).toBe('page');
  });

  it('only answers names the navigation can draw', () => {
    for (const page of [...SPEC_KEYS, undefined, 'agenda']) expect(isMenuIconName(iconForPage(page))).toBe(true);
    expect(isMenuIconName('mdi-unknown')).toBe(false);
  });
});

describe('menuHref', () => {
  it('links to the page key or to home', () => {
    expect(menuHref('programmes/neuf')).toBe('/programmes/neuf');
    expect(menuHref('/fonds')).toBe('/fonds');
    expect(menuHref(undefined)).toBe('/');
    expect(menuHref('')).toBe('/');
  });

  it('sends the ventes and litiges keys to their statistics screens (SPEC §2)', () => {
    expect(menuHref('ventes')).toBe('/stats/ventes');
    expect(menuHref('/litiges/')).toBe('/stats/litiges');
  });

  it('sends the ventes/liste and litiges/liste keys to the lists of sales and disputes', () => {
    expect(menuHref('ventes/liste')).toBe('/ventes');
    expect(menuHref('litiges/liste')).toBe('/litiges');
  });
});
