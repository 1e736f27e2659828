import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MENU_ICON_NAMES } from '@/lib/menu-icons';
import { navSprite } from '@/scripts/nav-sprite.mjs';

describe('navigation sprite', () => {
  it('public/icons/nav.svg is the sprite of the current icon sources (node scripts/build-nav-sprite.mjs)', async () => {
    expect(readFileSync('public/icons/nav.svg', 'utf8')).toBe(await navSprite());
  });

  it('draws a symbol for every menu icon name', async () => {
    const sprite = await navSprite();
    for (const name of MENU_ICON_NAMES) expect(sprite).toContain(`<symbol id="${name}" viewBox="0 0 24 24">`);
  });
});
