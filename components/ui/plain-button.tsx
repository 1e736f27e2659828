'use client';

import { ActionIcon, UnstyledButton, useMantineTheme, type MantineColor } from '@mantine/core';
import type { ButtonHTMLAttributes, CSSProperties } from 'react';

// Mantine's UnstyledButton and ActionIcon drawn as the same <button> with Mantine's classes and variables
// (plain-button.test.ts holds the markup equal to Mantine's with the app's theme). Each Mantine button is three
// components deep (its own, UnstyledButton, Box), with their props and styles resolved on every render; a list
// repeats its cards' favourite and quick-view buttons by the dozen, on the server and again at hydration.

/** What the app's theme (lib/theme/brand-theme.ts) and UnstyledButton give every button's root, around its own classes. */
const unstyledClasses = (className: string) => `mantine-focus-auto phone-target ${className} ${UnstyledButton.classes.root}`;

type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'>;

/** Mantine's UnstyledButton: a button drawn only by the classes it is given. */
export function PlainButton({ className, ...button }: ButtonProps & { className: string }) {
  return <button className={unstyledClasses(className)} type="button" {...button} />;
}

type IconButtonProps = ButtonProps & {
  variant: 'default' | 'filled';
  color?: MantineColor;
  size: 'md' | 'lg' | 'xl';
  radius?: 'xl';
  /** Shown from this breakpoint up only, as Mantine's `visibleFrom`. */
  visibleFrom?: 'sm';
};

/** Mantine's ActionIcon (not loading, not disabled): its icon in a span, its colours as ActionIcon's variables. */
export function PlainActionIcon({ variant, color, size, radius, visibleFrom, children, ...button }: IconButtonProps) {
  const theme = useMantineTheme();
  const vars = ActionIcon.varsResolver(theme, { variant, color, size, radius }, undefined).root as CSSProperties;
  const classes = unstyledClasses(`mantine-active touch-target ${ActionIcon.classes.root}`);
  return (
    <button
      style={vars}
      className={visibleFrom ? `${classes} mantine-visible-from-${visibleFrom}` : classes}
      data-variant={variant}
      data-size={size}
      type="button"
      {...button}
    >
      <span className={ActionIcon.classes.icon}>{children}</span>
    </button>
  );
}
