import type { MantineColorsTuple } from '@mantine/core';

interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** Parses `#rgb`, `#rrggbb` or `rgb(r, g, b)`; throws on anything else so a bad brand config fails loudly. */
export function parseColor(value: string): Rgb {
  const color = value.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(color)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    return { r: parseInt(full.slice(0, 2), 16), g: parseInt(full.slice(2, 4), 16), b: parseInt(full.slice(4, 6), 16) };
  }
  const rgb = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*[\d.]+\s*)?\)$/.exec(color);
  if (rgb) {
    const [r, g, b] = rgb.slice(1, 4).map(Number);
    if ([r, g, b].every((channel) => channel <= 255)) return { r, g, b };
  }
  throw new Error(`Couleur non reconnue : ${value}`);
}

function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

function mix(color: Rgb, target: Rgb, weight: number): Rgb {
  return {
    r: color.r + (target.r - color.r) * weight,
    g: color.g + (target.g - color.g) * weight,
    b: color.b + (target.b - color.b) * weight,
  };
}

const WHITE: Rgb = { r: 255, g: 255, b: 255 };
const BLACK: Rgb = { r: 0, g: 0, b: 0 };
// Shade 6 is the brand colour itself (Mantine's primary shade); 0–5 lighten it, 7–9 darken it.
const TINTS = [0.92, 0.82, 0.66, 0.5, 0.34, 0.17];
const SHADES = [0.15, 0.3, 0.5];

/** Ten shades of a brand colour, lightest first, with the colour itself at index 6. */
export function buildPalette(base: string): MantineColorsTuple {
  const rgb = parseColor(base);
  const shades = [
    ...TINTS.map((weight) => toHex(mix(rgb, WHITE, weight))),
    toHex(rgb),
    ...SHADES.map((weight) => toHex(mix(rgb, BLACK, weight))),
  ];
  return shades as unknown as MantineColorsTuple;
}

function channelLuminance(channel: number): number {
  const c = channel / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance. */
export function relativeLuminance(color: string): number {
  const { r, g, b } = parseColor(color);
  return 0.2126 * channelLuminance(r) + 0.7152 * channelLuminance(g) + 0.0722 * channelLuminance(b);
}

/** WCAG contrast ratio between two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}
