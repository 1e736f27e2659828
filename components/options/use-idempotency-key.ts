'use client';

import { useCallback, useState } from 'react';

const newKey = () => crypto.randomUUID();

/**
 * One key per intended action: repeated submits of the same form reuse it (the API answers them once);
 * `renew()` after a settled attempt gives the next action its own key.
 */
export function useIdempotencyKey(): [string, () => void] {
  const [key, setKey] = useState(newKey);
  const renew = useCallback(() => setKey(newKey()), []);
  return [key, renew];
}
