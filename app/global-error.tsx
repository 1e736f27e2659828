'use client';

import '@/components/theme/mantine-styles';
import dynamic from 'next/dynamic';
import { useEffect } from 'react';
import { shownMessage } from '@/lib/page-data/shown-error';

// Every page downloads this boundary; its screen, which reads the message catalogue, only when shown.
const GlobalErrorScreen = dynamic(() => import('@/components/errors/global-error-screen').then((module) => module.GlobalErrorScreen));

// Replaces the root layout when it fails itself, so it has none of the root's providers.
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => console.error(error), [error]);
  return (
    <html lang="fr">
      <body>
        <GlobalErrorScreen message={shownMessage(error)} />
      </body>
    </html>
  );
}
