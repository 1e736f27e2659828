import { describe, expect, it } from 'vitest';
import { isHiddenByMenu, menuKeyOfPath } from './menu-guard';

const menu = [{ page: null }, { page: 'dashboard' }, { page: 'programmes' }, { page: 'programmes/neuf' }, { page: 'fonds' }];

describe('menuKeyOfPath', () => {
  it('picks the longest page key that is the path or one of its parents', () => {
    expect(menuKeyOfPath('/programmes/neuf')).toBe('programmes/neuf');
    expect(menuKeyOfPath('/programmes/residence/12')).toBe('programmes');
    expect(menuKeyOfPath('/dashboard/direction')).toBe('dashboard/direction');
    expect(menuKeyOfPath('/documents-pe/fonds/')).toBe('documents-pe');
  });

  it('does not take a key for a longer word that starts like it', () => {
    expect(menuKeyOfPath('/programmes/impacts/4')).toBe('programmes');
  });

  it('gives no key for home and for screens outside the menu keys', () => {
    expect(menuKeyOfPath('/')).toBeNull();
    expect(menuKeyOfPath('/comparaison')).toBeNull();
    expect(menuKeyOfPath('/documents')).toBeNull();
  });
});

describe('isHiddenByMenu', () => {
  it('hides a path whose menu key the server left out of the menu', () => {
    expect(isHiddenByMenu('/documents-pe', menu)).toBe(true);
    expect(isHiddenByMenu('/documents-pe/client', menu)).toBe(true);
    expect(isHiddenByMenu('/dashboard/direction', menu)).toBe(true);
    expect(isHiddenByMenu('/programmes/ancien', menu)).toBe(true);
  });

  it('keeps paths of the menu, their children and paths outside the menu keys', () => {
    expect(isHiddenByMenu('/fonds/12', menu)).toBe(false);
    expect(isHiddenByMenu('/programmes/neuf', menu)).toBe(false);
    expect(isHiddenByMenu('/programmes/LMNP/3', menu)).toBe(false);
    expect(isHiddenByMenu('/', menu)).toBe(false);
    expect(isHiddenByMenu('/website', menu)).toBe(false);
  });
});
