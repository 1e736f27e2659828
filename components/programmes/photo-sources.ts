import { getImageProps } from 'next/image';

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
const ORIGINAL = { width: 960, height: 640 };

/** The `<img>` sources of a photo shown in `slot`. */
export function photoSources(src: string, slot: PhotoSlot): { src: string; srcSet?: string; sizes?: string } {
  if (!src.startsWith(SELF_SERVED)) return { src };
  const { props } = getImageProps({ src, alt: '', ...ORIGINAL, sizes: PHOTO_SLOTS[slot] });
  return { src: props.src, srcSet: props.srcSet, sizes: props.sizes };
}
