'use client';

import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import type { ReactNode } from 'react';
import { LOCALE, TIME_ZONE } from '@/i18n/settings';

/** next-intl for client components, with the messages they may read (no named formats: see i18n/request.ts). */
export function IntlProvider({ messages, children }: { messages: AbstractIntlMessages; children: ReactNode }) {
  return (
    <NextIntlClientProvider locale={LOCALE} timeZone={TIME_ZONE} messages={messages}>
      {children}
    </NextIntlClientProvider>
  );
}
