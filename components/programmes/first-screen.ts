import { BREAKPOINTS } from '@/lib/theme/brand-theme';

/**
 * The screens where each of a card list's first cards is in the first screen (one column on a phone, two from `sm`,
 * three from `lg`): the first everywhere, the second and third only from those widths, so a phone fetches the one
 * photo it shows before the others. Apart from the card components, so that the server lists read it themselves,
 * not through a client reference.
 */
export const FIRST_SCREEN_MEDIA = ['all', `(min-width: ${BREAKPOINTS.sm})`, `(min-width: ${BREAKPOINTS.lg})`] as const;

/** The media query of the screens where the card at `index` is in the first screen; undefined past them. */
export const firstScreenMedia = (index: number): string | undefined => FIRST_SCREEN_MEDIA[index];
