'use client';

import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { IntentLink } from '@/components/ui/intent-link';
import { ButtonInner, useButtonRoot, type ButtonLook } from '@/components/ui/plain-button';

type ButtonLinkProps = ButtonLook & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'color'> & { href: string; children: ReactNode };

/**
 * A link drawn as Mantine's Button, with its classes and variables (plain-button.test.ts holds it equal); usable from
 * server components (no function props cross over).
 */
export function ButtonLink({ href, variant, color, size, leftSection, fullWidth, hiddenFrom, className, style, children, ...anchor }: ButtonLinkProps) {
  const root = useButtonRoot({ variant, color, size, leftSection, fullWidth, hiddenFrom }, className, style);
  return (
    <IntentLink href={href} {...anchor} {...root}>
      <ButtonInner leftSection={leftSection}>{children}</ButtonInner>
    </IntentLink>
  );
}
