'use client';

import { ActionIcon, Button, UnstyledButton, useMantineTheme, type MantineColor } from '@mantine/core';
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, CSSProperties, ReactNode } from 'react';
import { IntentLink } from './intent-link';

// Mantine's UnstyledButton, ActionIcon and Button drawn as the same elements with Mantine's classes and variables
// (plain-button.test.ts holds the markup equal to Mantine's with the app's theme). Each Mantine button is three to
// six components deep (its own, UnstyledButton, a Box for each part), with their props and styles resolved on every
// render; a list repeats its cards' favourite and quick-view buttons by the dozen, and every page its frame's.

/** What the app's theme (lib/theme/brand-theme.ts) and UnstyledButton give every button's root, around its own classes. */
const unstyledClasses = (className: string) => `mantine-focus-auto phone-target ${className} ${UnstyledButton.classes.root}`;

type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'>;

/** Mantine's UnstyledButton: a button drawn only by the classes it is given. */
export function PlainButton({ className, ...button }: ButtonProps & { className: string }) {
  return <button className={unstyledClasses(className)} type="button" {...button} />;
}

interface IconLook {
  variant: 'default' | 'filled';
  color?: MantineColor;
  size: 'md' | 'lg' | 'xl';
  radius?: 'xl';
  /** Shown from this breakpoint up only, as Mantine's `visibleFrom`. */
  visibleFrom?: 'sm';
}

/** The root attributes Mantine's ActionIcon gives a look. */
function useActionIconRoot({ variant, color, size, radius, visibleFrom }: IconLook) {
  const theme = useMantineTheme();
  const classes = unstyledClasses(`mantine-active touch-target ${ActionIcon.classes.root}`);
  return {
    style: ActionIcon.varsResolver(theme, { variant, color, size, radius }, undefined).root as CSSProperties,
    className: visibleFrom ? `${classes} mantine-visible-from-${visibleFrom}` : classes,
    'data-variant': variant,
    'data-size': size,
  };
}

/** Mantine's ActionIcon (not loading, not disabled): its icon in a span, its colours as ActionIcon's variables. */
export function PlainActionIcon({ variant, color, size, radius, visibleFrom, children, ...button }: IconLook & ButtonProps) {
  return (
    <button {...useActionIconRoot({ variant, color, size, radius, visibleFrom })} type="button" {...button}>
      <span className={ActionIcon.classes.icon}>{children}</span>
    </button>
  );
}

/** Mantine's ActionIcon drawn as a link to a page. */
export function PlainActionIconLink({
  variant,
  color,
  size,
  radius,
  visibleFrom,
  children,
  ...link
}: IconLook & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'color'> & { href: string }) {
  return (
    <IntentLink {...link} {...useActionIconRoot({ variant, color, size, radius, visibleFrom })}>
      <span className={ActionIcon.classes.icon}>{children}</span>
    </IntentLink>
  );
}

/** How a Mantine Button looks (not loading, not disabled), and whether it is shown on every screen. */
export interface ButtonLook {
  variant?: 'filled' | 'light' | 'subtle' | 'default';
  color?: MantineColor;
  size?: 'xs' | 'sm';
  leftSection?: ReactNode;
  fullWidth?: boolean;
  /** Hidden from this breakpoint up, as Mantine's `hiddenFrom`. */
  hiddenFrom?: 'sm';
}

/** The root attributes Mantine's Button gives a look: its classes around the caller's, its variables before the caller's style. */
export function useButtonRoot({ variant, color, size = 'sm', leftSection, fullWidth, hiddenFrom }: ButtonLook, className?: string, style?: CSSProperties) {
  const theme = useMantineTheme();
  const vars = Button.varsResolver(theme, { variant, color, size }, undefined).root as CSSProperties;
  const classes = unstyledClasses(`mantine-active touch-target${className ? ` ${className}` : ''} ${Button.classes.root}`);
  return {
    className: hiddenFrom ? `${classes} mantine-hidden-from-${hiddenFrom}` : classes,
    style: style ? { ...vars, ...style } : vars,
    'data-variant': variant,
    'data-size': size,
    'data-block': fullWidth || undefined,
    'data-with-left-section': leftSection ? true : undefined,
  };
}

/** What Mantine's Button draws inside its root: the left section, then the label. */
export function ButtonInner({ leftSection, children }: { leftSection?: ReactNode; children: ReactNode }) {
  return (
    <span className={Button.classes.inner}>
      {leftSection && (
        <span className={Button.classes.section} data-position="left">
          {leftSection}
        </span>
      )}
      <span className={Button.classes.label}>{children}</span>
    </span>
  );
}

type TextButtonProps = ButtonLook & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color'> & { children: ReactNode };

/** Mantine's Button (not loading, not disabled) as a <button>: submit or plain. */
export function PlainTextButton({ variant, color, size, leftSection, fullWidth, hiddenFrom, className, style, type = 'button', children, ...button }: TextButtonProps) {
  const root = useButtonRoot({ variant, color, size, leftSection, fullWidth, hiddenFrom }, className, style);
  return (
    <button type={type} {...root} {...button}>
      <ButtonInner leftSection={leftSection}>{children}</ButtonInner>
    </button>
  );
}
