'use client';

import { Anchor, type AnchorProps } from '@mantine/core';
import Link from 'next/link';
import type { ReactNode } from 'react';

/** A Mantine anchor that is a Next link; usable from server components (no function props cross over). */
export function AnchorLink({ href, children, ...props }: AnchorProps & { href: string; children: ReactNode; 'aria-label'?: string }) {
  return (
    <Anchor component={Link} href={href} {...props}>
      {children}
    </Anchor>
  );
}
