'use client';

import { getSpacing, Group, Stack, type MantineSpacing } from '@mantine/core';
import type { CSSProperties, HTMLAttributes } from 'react';

// Mantine's Group and Stack drawn as the same element with Mantine's classes and variables (plain-layout.test.ts
// holds the markup equal to Mantine's): the frames of the pages rendered for every request (a list, a residence) need
// none of the props and styles the components resolve on each render, twice for each (the component and its Box).

type FlexProps = HTMLAttributes<HTMLElement> & {
  gap?: MantineSpacing;
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
  component?: 'div' | 'section';
};

/** The element's own class before Mantine's, as Mantine writes them. */
const classOf = (root: string, className?: string) => (className ? `${className} ${root}` : root);

/** Mantine's Group: a row, wrapping unless told not to. */
export function PlainGroup({
  gap = 'md',
  align = 'center',
  justify = 'flex-start',
  wrap = 'wrap',
  component: Element = 'div',
  className,
  style,
  ...element
}: FlexProps & { wrap?: CSSProperties['flexWrap'] }) {
  const vars = { '--group-gap': getSpacing(gap), '--group-align': align, '--group-justify': justify, '--group-wrap': wrap } as CSSProperties;
  return <Element style={style ? { ...vars, ...style } : vars} className={classOf(Group.classes.root, className)} {...element} />;
}

/** Mantine's Stack: a column. */
export function PlainStack({ gap = 'md', align = 'stretch', justify = 'flex-start', component: Element = 'div', className, ...element }: FlexProps) {
  const vars = { '--stack-gap': getSpacing(gap), '--stack-align': align, '--stack-justify': justify } as CSSProperties;
  return <Element style={vars} className={classOf(Stack.classes.root, className)} {...element} />;
}
