'use client';

import { Button, type ButtonProps } from '@mantine/core';
import Link from 'next/link';
import type { ReactNode } from 'react';

/** A Mantine button that is a Next link; usable from server components (no function props cross over). */
export function ButtonLink({ href, children, ...props }: ButtonProps & { href: string; children: ReactNode; download?: boolean; prefetch?: boolean }) {
  return (
    <Button component={Link} href={href} {...props}>
      {children}
    </Button>
  );
}
