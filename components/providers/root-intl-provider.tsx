'use client';

import type { ReactNode } from 'react';
import { rootMessages } from '@/i18n/root-messages';
import { IntlProvider } from './intl-provider';

/**
 * The messages of the client components outside the logged-in frames, from the JavaScript bundle (cached across
 * pages) rather than written into every page by the server.
 */
export function RootIntlProvider({ children }: { children: ReactNode }) {
  return <IntlProvider messages={rootMessages}>{children}</IntlProvider>;
}
