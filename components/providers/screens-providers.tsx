'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import type { AbstractIntlMessages } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { messages } from '@/contract/messages';
import { makeQueryClient } from '@/lib/client-data/query-client';
import { IntlProvider } from './intl-provider';

/**
 * What the logged-in screens add to the root's providers, held by their frames: the login page, the first a phone
 * opens, needs neither.
 * - The message catalogue, taken from the JavaScript bundle rather than the page: the shared contract's forms
 *   already bring it into the browser's code (cached across pages), so passing it as props from the server would
 *   write it a second time into every page's HTML. The advisers' frame gives the catalogue without the back
 *   office's texts (components/providers/back-office-providers.tsx adds them).
 * - The data cache.
 */
export function ScreensProviders({ catalogue = messages, children }: { catalogue?: AbstractIntlMessages; children: ReactNode }) {
  const [queryClient] = useState(makeQueryClient);
  return (
    <IntlProvider messages={catalogue}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </IntlProvider>
  );
}
