import { OPTIMISER_QUALITY, OPTIMISER_WIDTHS } from '@/lib/images/optimiser-widths';

/** How wide each place shows a photo, for the browser to fetch the size it needs (Mantine's breakpoints). */
const PHOTO_SLOTS = {
  /** A card in a list of one, two or three columns. */
  card: '(min-width: 75em) 30vw, (min-width: 48em) 45vw, 100vw',
  /** The gallery's first photo: half the page beside the others, the page's width on a phone. */
  half: '(min-width: 62em) 45vw, 100vw',
  /** The gallery's other photos, two by two. */
  quarter: '(min-width: 62em) 22vw, 50vw',
  /** Across the page. */
  page: '100vw',
} as const;
export type PhotoSlot = keyof typeof PHOTO_SLOTS;

// The photos the app serves itself (next.config.mjs, images.localPatterns) go through Next's optimiser, which answers
// WebP at the width the slot needs instead of the 960 px original. A partner host's photos are shown as they come,
// and so are the back office's uploads (`/programmes/fichiers/…`), which need the adviser's session.
const SELF_SERVED = '/images/';
const ALL_WIDTHS = [...OPTIMISER_WIDTHS.imageSizes, ...OPTIMISER_WIDTHS.deviceSizes].sort((a, b) => a - b);

const optimised = (src: string, width: number) => `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${OPTIMISER_QUALITY}`;

/**
 * The `<img>` sources of a photo shown in `slot`: the addresses next/image's `getImageProps` writes, built here
 * because the cards and the gallery are drawn in the browser too, and next/image's code would come with them
 * (photo-sources.test.ts checks both agree).
 */
export function photoSources(src: string, slot: PhotoSlot): { src: string; srcSet?: string; sizes?: string } {
  if (!src.startsWith(SELF_SERVED)) return { src };
  const sizes = PHOTO_SLOTS[slot];
  // Every width from the narrowest the slot can take on the smallest screen up, as next/image does.
  const narrowest = Math.min(...[...sizes.matchAll(/(\d+)vw/g)].map((match) => Number(match[1]))) / 100;
  const widths = ALL_WIDTHS.filter((width) => width >= OPTIMISER_WIDTHS.deviceSizes[0] * narrowest);
  return {
    src: optimised(src, widths[widths.length - 1]),
    srcSet: widths.map((width) => `${optimised(src, width)} ${width}w`).join(', '),
    sizes,
  };
}
