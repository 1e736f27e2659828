'use client';

import { Anchor, type AnchorProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { IntentLink } from '@/components/ui/intent-link';

/** A Mantine anchor that is a Next link; usable from server components (no function props cross over). */
export function AnchorLink({ href, children, ...props }: AnchorProps & { href: string; children: ReactNode; 'aria-label'?: string }) {
  return (
    <Anchor component={IntentLink} href={href} {...props}>
      {children}
    </Anchor>
  );
}
