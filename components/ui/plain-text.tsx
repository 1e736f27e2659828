'use client';

import { Anchor, Text, Title, VisuallyHidden } from '@mantine/core';
import type { AnchorHTMLAttributes, ComponentType, CSSProperties, HTMLAttributes, ReactNode } from 'react';

// Mantine's Text, Anchor, Title and VisuallyHidden drawn as the same element with Mantine's classes and variables
// (plain-text.test.ts holds the markup equal to Mantine's with the app's theme), for the lines a residence page and
// every page's trail and frame repeat: each Mantine one is two or three components deep (Anchor, Text, Box), with
// their props and styles resolved on every render.

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

const TITLE_STYLES = [1, 2, 3, 4].map(
  (order) =>
    ({
      '--title-fw': `var(--mantine-h${order}-font-weight)`,
      '--title-lh': `var(--mantine-h${order}-line-height)`,
      '--title-fz': `var(--mantine-h${order}-font-size)`,
    }) as CSSProperties,
);

/** Mantine's Title at its own size: the heading of its order. */
export function PlainTitle({ order, children, ...heading }: { order: 1 | 2 | 3 | 4; children: ReactNode } & Omit<HTMLAttributes<HTMLHeadingElement>, 'style' | 'className'>) {
  const Heading = `h${order}` as const;
  return (
    <Heading style={TITLE_STYLES[order - 1]} className={Title.classes.root} data-order={order} {...heading}>
      {children}
    </Heading>
  );
}

/** Mantine's VisuallyHidden: text for assistive technology only. */
export function PlainVisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={VisuallyHidden.classes.root}>{children}</span>;
}
