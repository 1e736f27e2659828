'use client';

import { createContext, useContext, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';

/**
 * Account actions the user menu offers but other features implement (logout modal, account switch, password
 * change). A feature component placed in the frame registers its handler with `useShellActionHandler`;
 * the menu shows or enables the entry only once a handler exists.
 */
export type ShellAction = 'logout' | 'switch-account' | 'change-password';

/**
 * The handlers, kept outside React state: a registration re-renders the menu that reads them and nothing else, so
 * the features registering right after hydration do not send an update through the pages below the frame.
 */
class ShellActionsStore {
  private handlers = new Map<ShellAction, () => void>();
  private registered: ReadonlySet<ShellAction> = new Set();
  private listeners = new Set<() => void>();

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  snapshot = () => this.registered;

  trigger = (action: ShellAction) => this.handlers.get(action)?.();

  register = (action: ShellAction, handler: () => void) => {
    this.handlers.set(action, handler);
    this.changed();
    return () => {
      if (this.handlers.get(action) !== handler) return;
      this.handlers.delete(action);
      this.changed();
    };
  };

  private changed() {
    this.registered = new Set(this.handlers.keys());
    for (const listener of this.listeners) listener();
  }
}

const NONE: ReadonlySet<ShellAction> = new Set();
const ShellActionsContext = createContext<ShellActionsStore | null>(null);

export function ShellActionsProvider({ children }: { children: ReactNode }) {
  const [store] = useState(() => new ShellActionsStore());
  return <ShellActionsContext.Provider value={store}>{children}</ShellActionsContext.Provider>;
}

export function useShellActions(): { has(action: ShellAction): boolean; trigger(action: ShellAction): void } {
  const store = useContext(ShellActionsContext);
  if (!store) throw new Error('useShellActions doit être utilisé dans le cadre de l’extranet.');
  const registered = useSyncExternalStore(store.subscribe, store.snapshot, () => NONE);
  return { has: (action) => registered.has(action), trigger: store.trigger };
}

/** Makes `handler` answer the user menu's entry for `action` while the calling component is mounted. */
export function useShellActionHandler(action: ShellAction, handler: () => void): void {
  const store = useContext(ShellActionsContext);
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => store?.register(action, () => latest.current()), [store, action]);
}
