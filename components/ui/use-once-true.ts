'use client';

import { useState } from 'react';

/**
 * True from the first render where `value` is, and then for good: a part whose code loads on first use (a dialog,
 * the notices' container) stays mounted afterwards, so that it can close with its transition.
 */
export function useOnceTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  if (value && !seen) setSeen(true);
  return seen || value;
}
