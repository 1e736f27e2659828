'use client';

import { createContext, useCallback, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { parseSelection, selectionKey, toggleLot } from './selection';

// Other tabs change the selection through `storage` events; this tab through its own event.
const CHANGE_EVENT = 'ep-comparaison-change';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export interface LotComparison {
  ids: number[];
  /** Adds or removes a lot; false when a fifth lot was refused. */
  toggle(id: number): boolean;
  remove(id: number): void;
  clear(): void;
}

const OwnerContext = createContext<string | null>(null);

/** The lots an adviser picked to compare, kept in this browser per adviser so they survive navigation. */
export function ComparisonProvider({ owner, children }: { owner: string; children: ReactNode }) {
  return <OwnerContext.Provider value={owner}>{children}</OwnerContext.Provider>;
}

export function useLotComparison(): LotComparison {
  const owner = useContext(OwnerContext);
  if (owner === null) throw new Error('useLotComparison needs a ComparisonProvider');
  const key = selectionKey(owner);
  const raw = useSyncExternalStore(subscribe, () => readStored(key), () => null);
  const ids = useMemo(() => parseSelection(raw), [raw]);

  const save = useCallback(
    (next: number[]) => {
      try {
        localStorage.setItem(key, JSON.stringify(next));
      } catch {
        return; // storage disabled: the selection lives no longer than this page
      }
      window.dispatchEvent(new Event(CHANGE_EVENT));
    },
    [key],
  );

  return useMemo(
    () => ({
      ids,
      toggle: (id: number) => {
        const result = toggleLot(ids, id);
        if (!result.full) save(result.ids);
        return !result.full;
      },
      remove: (id: number) => save(ids.filter((other) => other !== id)),
      clear: () => save([]),
    }),
    [ids, save],
  );
}
