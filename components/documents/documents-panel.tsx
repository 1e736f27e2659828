'use client';

import { Button } from '@mantine/core';
import dynamic from 'next/dynamic';
import { IconFileCertificate } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { useRightPanel } from '@/components/panels/right-panel-context';

// Loaded when the panel opens, like the documents modal (components/documents/documents-modal-gate.tsx).
const DocumentGrid = dynamic(() => import('./document-grid').then((module) => module.DocumentGrid), { ssr: false });

/** Content of the right-hand panel's `documents` kind. */
export function DocumentsPanel() {
  return <DocumentGrid errors="console" />;
}

/** Opens the documents in the right-hand panel (from the user panel). */
export function DocumentsPanelButton() {
  const t = useTranslations('documents');
  const panel = useRightPanel();
  return (
    <Button
      variant="light"
      leftSection={<IconFileCertificate size={16} aria-hidden />}
      onClick={() => panel.open({ kind: 'documents', content: <DocumentsPanel /> })}
    >
      {t('pageTitle')}
    </Button>
  );
}
