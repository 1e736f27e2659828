import type { ReactNode } from 'react';
import classes from './hint.module.css';

/**
 * A short hint under a control, shown on pointing and keyboard focus, drawn by CSS: icon buttons (the header's, the
 * favourite hearts) use it instead of Mantine's Tooltip, whose positioning engine would load with every page.
 */
export function Hint({ label, align = 'center', children }: { label: string; align?: 'center' | 'end'; children: ReactNode }) {
  return (
    <span className={classes.hint} data-hint={label} data-align={align}>
      {children}
    </span>
  );
}
