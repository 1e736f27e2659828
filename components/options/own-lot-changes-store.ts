'use client';

import { useSyncExternalStore } from 'react';
import type { LotStatus } from '@/contract/programmes';
import type { OwnLotChange } from '@/lib/programmes/own-lot-changes';

const NONE: ReadonlyMap<number, OwnLotChange> = new Map();
let changes: ReadonlyMap<number, OwnLotChange> = NONE;
const listeners = new Set<() => void>();

/** Records a status the adviser's own step gave a lot, for the grid and counts drawn from older data. */
export function recordOwnLotChange(lotId: number, from: LotStatus, to: LotStatus) {
  if (from === to) return;
  changes = new Map(changes).set(lotId, { from, to });
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The adviser's own recent lot changes in this tab (none on the server). */
export function useOwnLotChanges() {
  return useSyncExternalStore(subscribe, () => changes, () => NONE);
}
