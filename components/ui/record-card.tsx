import { Card, Paper } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';

const STYLE = { '--paper-radius': 'var(--mantine-radius-md)', '--card-padding': '0rem', height: '100%' } as CSSProperties;

/**
 * The card of a record in a list (a residence, a fund): Mantine's bordered Card without padding, as tall as its row,
 * drawn as the same article with Mantine's classes (record-card.test.ts holds it equal). A list repeats it by the
 * dozen, and the component renders Paper and Box under it each time.
 */
export function RecordCard({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    <article style={STYLE} className={`${Card.classes.root} ${Paper.classes.root}`} data-with-border="true" data-orientation="vertical" aria-labelledby={labelledBy}>
      {children}
    </article>
  );
}
