'use client';

import '@mantine/core/styles.css';
import { MantineProvider, mantineHtmlProps } from '@mantine/core';
import { NextIntlClientProvider } from 'next-intl';
import { useEffect } from 'react';
import { ErrorScreen } from '@/components/errors/error-screen';
import { shownMessage } from '@/lib/shown-error';
import { messages } from '@/contract/messages';

// Replaces the root layout when it fails itself, so it brings its own providers.
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => console.error(error), [error]);
  return (
    <html lang="fr" {...mantineHtmlProps}>
      <body>
        <NextIntlClientProvider locale="fr" messages={messages} timeZone="Europe/Paris">
          <MantineProvider forceColorScheme="light">
            <ErrorScreen kind="error" message={shownMessage(error) ?? messages.errors.generic} />
          </MantineProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
