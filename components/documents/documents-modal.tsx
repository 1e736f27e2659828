'use client';

import { Modal, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { DocumentGrid } from './document-grid';

/** SPEC §2 blocking modal 2: closable, holds the upload grid. */
export function DocumentsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useTranslations('documents');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('modalTitle')}
      size="min(72rem, 94vw)"
      centered
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Stack gap="md">
        <Text>{t('modalText')}</Text>
        <DocumentGrid errors="inline" />
      </Stack>
    </Modal>
  );
}
