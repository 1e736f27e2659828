import type { ReactNode } from 'react';

/** What the right-hand panel can show (SPEC §2). */
export const RIGHT_PANEL_KINDS = [
  'user', 'client', 'ventes', 'programmes', 'contact', 'lot', 'litige', 'favorites', 'documents',
] as const;
export type RightPanelKind = (typeof RIGHT_PANEL_KINDS)[number];

/**
 * One panel to show. `user` has built-in content; the other kinds bring theirs in `content`
 * (a feature component) and may keep the record they show in `data` (a lot and its residence…).
 */
export interface RightPanelItem {
  kind: RightPanelKind;
  title?: string;
  content?: ReactNode;
  data?: unknown;
}

export type RightPanelAction = { type: 'open'; item: RightPanelItem } | { type: 'toggle'; item: RightPanelItem } | { type: 'close' };

/** Opening replaces what is shown; toggling the kind already shown closes the panel. */
export function rightPanelReducer(current: RightPanelItem | null, action: RightPanelAction): RightPanelItem | null {
  switch (action.type) {
    case 'open':
      return action.item;
    case 'toggle':
      return current?.kind === action.item.kind ? null : action.item;
    case 'close':
      return null;
  }
}
