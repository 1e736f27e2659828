// node scripts/build-icon-sprite.mjs – writes public/icons/sprite.svg after a change of components/layout/nav-icon-sources.ts
// or components/ui/sprite-icon-sources.ts.
import { mkdirSync, writeFileSync } from 'node:fs';
import { iconSprite } from './icon-sprite.mjs';

mkdirSync('public/icons', { recursive: true });
writeFileSync('public/icons/sprite.svg', await iconSprite());
console.log('public/icons/sprite.svg écrit.');
