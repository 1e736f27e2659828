'use client';

import type { ReactNode } from 'react';
import { wholeCatalogue } from '@/i18n/back-office-messages';
import { ScreensProviders } from './screens-providers';

/** The back office's logged-in providers: those of the screens, with its own texts added to the catalogue. */
export function BackOfficeProviders({ children }: { children: ReactNode }) {
  return <ScreensProviders catalogue={wholeCatalogue}>{children}</ScreensProviders>;
}
