'use client';

import { createContext, useContext, useMemo, useReducer, type ReactNode } from 'react';
import { rightPanelReducer, type RightPanelItem } from './right-panel-state';

export interface RightPanelApi {
  /** What the panel shows, null when closed. */
  item: RightPanelItem | null;
  open(item: RightPanelItem): void;
  toggle(item: RightPanelItem): void;
  close(): void;
}

const RightPanelContext = createContext<RightPanelApi | null>(null);

export function RightPanelProvider({ children }: { children: ReactNode }) {
  const [item, dispatch] = useReducer(rightPanelReducer, null);
  const api = useMemo<RightPanelApi>(
    () => ({
      item,
      open: (next) => dispatch({ type: 'open', item: next }),
      toggle: (next) => dispatch({ type: 'toggle', item: next }),
      close: () => dispatch({ type: 'close' }),
    }),
    [item],
  );
  return <RightPanelContext.Provider value={api}>{children}</RightPanelContext.Provider>;
}

/** The right-hand panel of the extranet frame: `useRightPanel().open({ kind: 'user' })`. */
export function useRightPanel(): RightPanelApi {
  const api = useContext(RightPanelContext);
  if (!api) throw new Error('useRightPanel doit être utilisé dans le cadre de l’extranet.');
  return api;
}
