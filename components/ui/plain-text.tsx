'use client';

import { Anchor, Text } from '@mantine/core';
import type { AnchorHTMLAttributes, ComponentType, CSSProperties, HTMLAttributes } from 'react';

// Mantine's Text and Anchor drawn as the same element with Mantine's classes and variables (plain-text.test.ts holds
// the markup equal to Mantine's with the app's theme), for the lines a residence page and every page's trail repeat:
// each Mantine one is two or three components deep (Anchor, Text, Box), with their props and styles resolved on every
// render.

interface TextLook {
  /** Mantine's font size step; the body's size without it. */
  size?: 'xs' | 'sm';
  /** Mantine's `c="dimmed"`. */
  dimmed?: boolean;
  fw?: number;
}

/** Text's inline variables and classes: its focus ring, the classes given, then its own root class. */
function textFrame({ size, dimmed, fw }: TextLook, ...classNames: (string | undefined)[]) {
  const style = {
    ...(size && { '--text-fz': `var(--mantine-font-size-${size})`, '--text-lh': `var(--mantine-line-height-${size})` }),
    ...(dimmed && { color: 'var(--mantine-color-dimmed)' }),
    ...(fw && { fontWeight: fw }),
  } as CSSProperties;
  const className = ['mantine-focus-auto', ...classNames, Text.classes.root].filter(Boolean).join(' ');
  return { style: Object.keys(style).length ? style : undefined, className, 'data-size': size };
}

/** Mantine's Text: a paragraph, or a span with `span`. */
export function PlainText({ size, dimmed, fw, span, className, ...element }: TextLook & { span?: boolean } & Omit<HTMLAttributes<HTMLElement>, 'style'>) {
  const Element = span ? 'span' : 'p';
  return <Element {...textFrame({ size, dimmed, fw }, className)} {...element} />;
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'style'> & { href: string };

/** Mantine's Anchor (underlined on hover), as an <a> or as the link component given (a Next link). */
export function PlainAnchor({ size, component: Link = 'a', className, ...link }: Pick<TextLook, 'size'> & { component?: 'a' | ComponentType<LinkProps> } & LinkProps) {
  return <Link {...textFrame({ size }, 'phone-target', Anchor.classes.root, className)} data-underline="hover" {...link} />;
}
