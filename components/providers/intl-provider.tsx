'use client';

import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { messages } from '@/contract/messages';
import { formats } from '@/i18n/formats';
import { LOCALE, TIME_ZONE } from '@/i18n/settings';

/**
 * The messages of client components, taken from the JavaScript bundle rather than the page: the shared contract's
 * forms already bring messages/fr.json into the browser's code (cached across pages), so passing them as props
 * from the server would only write them a second time into every page's HTML.
 */
export function IntlProvider({ children }: { children: ReactNode }) {
  return (
    <NextIntlClientProvider locale={LOCALE} timeZone={TIME_ZONE} formats={formats} messages={messages}>
      {children}
    </NextIntlClientProvider>
  );
}
