// node scripts/build-nav-sprite.mjs – writes public/icons/nav.svg after a change of components/layout/nav-icon-sources.ts.
import { mkdirSync, writeFileSync } from 'node:fs';
import { navSprite } from './nav-sprite.mjs';

mkdirSync('public/icons', { recursive: true });
writeFileSync('public/icons/nav.svg', await navSprite());
console.log('public/icons/nav.svg écrit.');
