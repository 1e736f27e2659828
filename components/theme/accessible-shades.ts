import type { MantineColorsTuple } from '@mantine/core';
import { contrastRatio } from './palette';

/** WCAG AA for normal-size text. */
export const AA_TEXT = 4.5;
/** Page backgrounds of the two schemes: white, and Mantine's dark-7. */
export const LIGHT_BODY = '#ffffff';
export const DARK_BODY = '#242424';

/**
 * The palette index nearest the brand colour (shade 6) that reads as text on `background`: darker shades on a
 * light page, lighter ones on a dark page. Falls back to the palette's end, the most contrasted shade there is.
 */
export function readableShade(palette: MantineColorsTuple, background: string): number {
  const onDark = contrastRatio(palette[9], background) < contrastRatio(palette[0], background);
  const order = onDark ? [6, 5, 4, 3, 2, 1, 0] : [6, 7, 8, 9];
  return order.find((index) => contrastRatio(palette[index], background) >= AA_TEXT) ?? order[order.length - 1];
}

/** Shades of a brand palette used as text or outlines, per colour scheme. */
export function brandTextShades(palette: MantineColorsTuple) {
  return { light: readableShade(palette, LIGHT_BODY), dark: readableShade(palette, DARK_BODY) };
}
