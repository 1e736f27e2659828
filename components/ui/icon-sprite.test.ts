import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NAV_ICON_SOURCES } from '@/components/layout/nav-icon-sources';
import { LINE_ICON_SOURCES } from '@/components/ui/sprite-icon-sources';
import { MENU_ICON_NAMES } from '@/lib/menu/menu-icons';
import { iconSprite } from '@/scripts/icon-sprite.mjs';

describe('icon sprite', () => {
  it('public/icons/sprite.svg is the sprite of the current icon sources (node scripts/build-icon-sprite.mjs)', async () => {
    expect(readFileSync('public/icons/sprite.svg', 'utf8')).toBe(await iconSprite());
  });

  it('draws a symbol for every menu icon name, every line icon and the checkbox tick', async () => {
    const sprite = await iconSprite();
    for (const name of [...MENU_ICON_NAMES, ...Object.keys(LINE_ICON_SOURCES)]) expect(sprite).toContain(`<symbol id="${name}" viewBox="0 0 24 24">`);
    expect(sprite).toContain('<symbol id="checkbox-tick" viewBox="0 0 10 7">');
  });

  it('gives each symbol its own id: no line icon shadows a menu icon', () => {
    const names = [...Object.keys(NAV_ICON_SOURCES), ...Object.keys(LINE_ICON_SOURCES), 'checkbox-tick'];
    expect(new Set(names).size).toBe(names.length);
  });
});
