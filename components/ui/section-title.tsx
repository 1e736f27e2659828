import type { ReactNode } from 'react';
import classes from './section-title.module.css';

/** A section's h2 at the h3 size, `spaced` with the small gap Mantine's `mb="sm"` gives. */
export function SectionTitle({ id, spaced = false, children }: { id: string; spaced?: boolean; children: ReactNode }) {
  return (
    <h2 id={id} className={spaced ? `${classes.title} ${classes.spaced}` : classes.title}>
      {children}
    </h2>
  );
}
