import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { clientMessages, type ScreenNamespace } from '@/lib/i18n/client-messages';

/**
 * The client messages of every page plus a screen's own namespaces, for the client components below. The namespaces
 * every page carries are the same objects as the root provider's, so the RSC payload writes them once.
 */
export async function ScreenMessages({ namespaces, children }: { namespaces: readonly ScreenNamespace[]; children: ReactNode }) {
  return <NextIntlClientProvider messages={clientMessages(await getMessages(), namespaces)}>{children}</NextIntlClientProvider>;
}
