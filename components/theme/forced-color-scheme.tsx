'use client';

import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { forcedSchemeFor, type ColorMode } from './color-scheme';

type Forced = 'light' | 'dark' | undefined;
const ForcedSchemeContext = createContext<(scheme: Forced) => void>(() => {});

/** Holds the scheme a page forces; the theme provider passes it to MantineProvider's forceColorScheme. */
export function ForcedColorSchemeProvider({ children }: { children: (forced: Forced) => ReactNode }) {
  const [forced, setForced] = useState<Forced>(undefined);
  return <ForcedSchemeContext.Provider value={setForced}>{children(forced)}</ForcedSchemeContext.Provider>;
}

/** Forces light or dark while the calling page is shown; asking for 'system' only logs a warning. */
export function useForcedColorScheme(mode: ColorMode): void {
  const setForced = useContext(ForcedSchemeContext);
  useEffect(() => {
    const scheme = forcedSchemeFor(mode);
    if (!scheme) return;
    setForced(scheme);
    return () => setForced(undefined);
  }, [mode, setForced]);
}
