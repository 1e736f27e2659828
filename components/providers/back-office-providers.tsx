'use client';

import type { ReactNode } from 'react';
import { messages } from '@/contract/messages';
import { backOfficeMessages } from '@/i18n/back-office-messages';
import { ScreensProviders } from './screens-providers';

const catalogue = { ...messages, ...backOfficeMessages };

/** The back office's logged-in providers: those of the screens, with its own texts added to the catalogue. */
export function BackOfficeProviders({ children }: { children: ReactNode }) {
  return <ScreensProviders catalogue={catalogue}>{children}</ScreensProviders>;
}
