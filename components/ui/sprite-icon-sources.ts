/**
 * The Tabler icons drawn inside pages (links, buttons, table headers) from the icon sprite, by the name
 * `SpriteIcon` takes. scripts/build-icon-sprite.mjs turns them, with the menu's icons, into one SVG sprite.
 */
export const LINE_ICON_SOURCES = {
  'arrow-down': 'IconArrowDown',
  'arrow-up': 'IconArrowUp',
  'arrows-sort': 'IconArrowsSort',
  bell: 'IconBell',
  'chevron-down': 'IconChevronDown',
  download: 'IconDownload',
  'external-link': 'IconExternalLink',
  filter: 'IconFilter',
  heart: 'IconHeart',
  map: 'IconMap2',
  search: 'IconSearch',
} as const;

export type LineIconName = keyof typeof LINE_ICON_SOURCES;

/** Mantine's checkbox tick (its own path, on a 10 × 7 box), drawn from the sprite instead of inline in each checkbox. */
export const CHECKBOX_TICK_SYMBOL =
  '<symbol id="checkbox-tick" viewBox="0 0 10 7"><path d="M4 4.586L1.707 2.293A1 1 0 1 0 .293 3.707l3 3a.997.997 0 0 0 1.414 0l5-5A1 1 0 1 0 8.293.293L4 4.586z" fill="currentColor" stroke="none" fill-rule="evenodd" clip-rule="evenodd"/></symbol>';

export const ICON_SPRITE_PATH = '/icons/sprite.svg';
