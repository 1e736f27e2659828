'use client';

import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './filled-badge.module.css';

export type BadgeTone = 'dark' | 'violet' | 'teal' | 'blue' | 'gray' | 'red' | 'orange' | 'green' | 'yellow';

/**
 * Mantine's filled badge drawn by Mantine's own classes, its colours in this module: the component writes the same
 * inline variables on every badge, and lists of cards or points repeat them by the dozen.
 */
export function FilledBadge({ tone, className, children }: { tone: BadgeTone; className?: string; children: ReactNode }) {
  return (
    <div className={[Badge.classes.root, 'phone-text', classes.badge, classes[tone], className].filter(Boolean).join(' ')} data-variant="filled">
      <span className={`badge-label ${Badge.classes.label} ${classes.label}`}>{children}</span>
    </div>
  );
}
