'use client';

import { Button, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { IntentLink } from '@/components/ui/intent-link';

/** A Mantine button that is a Next link; usable from server components (no function props cross over). */
export function ButtonLink({ href, children, ...props }: ButtonProps & { href: string; children: ReactNode; download?: boolean }) {
  return (
    <Button component={IntentLink} href={href} {...props}>
      {children}
    </Button>
  );
}
