'use client';

import '@/components/theme/mantine-styles';
import { MantineProvider, mantineHtmlProps } from '@mantine/core';
import { useEffect } from 'react';
import { ErrorScreen } from '@/components/errors/error-screen';
import { IntlProvider } from '@/components/providers/intl-provider';
import { shownMessage } from '@/lib/page-data/shown-error';
import { messages } from '@/contract/messages';

// Replaces the root layout when it fails itself, so it brings its own providers.
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => console.error(error), [error]);
  return (
    <html lang="fr" {...mantineHtmlProps}>
      <body>
        <IntlProvider>
          <MantineProvider forceColorScheme="light">
            <ErrorScreen kind="error" message={shownMessage(error) ?? messages.errors.generic} />
          </MantineProvider>
        </IntlProvider>
      </body>
    </html>
  );
}
