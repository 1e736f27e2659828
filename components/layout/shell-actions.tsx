'use client';

import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

/**
 * Account actions the user menu offers but other features implement (logout modal, account switch, password
 * change). A feature component placed in the frame registers its handler with `useShellActionHandler`;
 * the menu shows or enables the entry only once a handler exists.
 */
export type ShellAction = 'logout' | 'switch-account' | 'change-password';

interface ShellActionsApi {
  has(action: ShellAction): boolean;
  trigger(action: ShellAction): void;
  register(action: ShellAction, handler: () => void): () => void;
}

const ShellActionsContext = createContext<ShellActionsApi | null>(null);
// Kept apart so registering depends on a stable function, not on the set of registered actions.
const RegisterContext = createContext<ShellActionsApi['register'] | null>(null);

export function ShellActionsProvider({ children }: { children: ReactNode }) {
  const handlers = useRef(new Map<ShellAction, () => void>());
  const [registered, setRegistered] = useState<ReadonlySet<ShellAction>>(new Set());

  const register = useCallback((action: ShellAction, handler: () => void) => {
    handlers.current.set(action, handler);
    setRegistered((current) => new Set(current).add(action));
    return () => {
      if (handlers.current.get(action) !== handler) return;
      handlers.current.delete(action);
      setRegistered((current) => {
        const next = new Set(current);
        next.delete(action);
        return next;
      });
    };
  }, []);

  const api = useMemo<ShellActionsApi>(
    () => ({
      has: (action) => registered.has(action),
      trigger: (action) => handlers.current.get(action)?.(),
      register,
    }),
    [registered, register],
  );
  return (
    <RegisterContext.Provider value={register}>
      <ShellActionsContext.Provider value={api}>{children}</ShellActionsContext.Provider>
    </RegisterContext.Provider>
  );
}

export function useShellActions(): Pick<ShellActionsApi, 'has' | 'trigger'> {
  const api = useContext(ShellActionsContext);
  if (!api) throw new Error('useShellActions doit être utilisé dans le cadre de l’extranet.');
  return api;
}

/** Makes `handler` answer the user menu's entry for `action` while the calling component is mounted. */
export function useShellActionHandler(action: ShellAction, handler: () => void): void {
  const register = useContext(RegisterContext);
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => register?.(action, () => latest.current()), [register, action]);
}
