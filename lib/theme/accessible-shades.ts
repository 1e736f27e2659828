import type { MantineColorsTuple } from '@mantine/core';
import { contrastRatio } from './palette.ts';

/** WCAG AA for normal-size text. */
export const AA_TEXT = 4.5;

/**
 * Surfaces brand text sits on in each scheme: the page, striped and hovered rows, cards (Mantine's white, gray-0
 * and gray-1; dark-7, dark-6 and dark-5).
 */
export const SURFACES = {
  light: ['#ffffff', '#f8f9fa', '#f1f3f5'],
  dark: ['#242424', '#2e2e2e', '#3b3b3b'],
} as const;

/**
 * The palette index nearest the brand colour (shade 6) that reads as text on every one of `backgrounds`: darker
 * shades on light surfaces, lighter ones on dark surfaces. Falls back to the palette's end, the most contrasted
 * shade there is.
 */
export function readableShade(palette: MantineColorsTuple, backgrounds: readonly string[]): number {
  const worst = (index: number) => Math.min(...backgrounds.map((background) => contrastRatio(palette[index], background)));
  const onDark = worst(9) < worst(0);
  const order = onDark ? [6, 5, 4, 3, 2, 1, 0] : [6, 7, 8, 9];
  return order.find((index) => worst(index) >= AA_TEXT) ?? order[order.length - 1];
}

/** Shades of a brand palette used as text or outlines, per colour scheme. */
export function brandTextShades(palette: MantineColorsTuple) {
  return { light: readableShade(palette, SURFACES.light), dark: readableShade(palette, SURFACES.dark) };
}
