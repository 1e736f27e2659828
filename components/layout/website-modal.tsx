'use client';

import { Anchor, Modal, Stack } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import type { ShellBrand } from './shell-types';

/** The brand's public website in a pop-up, with a plain link for sites that refuse to be framed. */
export function WebsiteModal({ brand, opened, onClose }: { brand: ShellBrand; opened: boolean; onClose: () => void }) {
  const t = useTranslations('shell');
  return (
    <Modal opened={opened} onClose={onClose} title={t('websiteTitle', { brand: brand.fullName })} size="80%">
      <Stack gap="sm">
        <Anchor href={brand.baseUrl} target="_blank" rel="noopener noreferrer">
          <IconExternalLink size={16} aria-hidden /> {t('websiteOpen')}
        </Anchor>
        <iframe
          src={brand.baseUrl}
          title={t('websiteFrame', { brand: brand.fullName })}
          style={{ width: '100%', height: '70vh', border: 0 }}
          referrerPolicy="no-referrer"
          sandbox="allow-scripts allow-same-origin allow-popups allow-forms"
        />
      </Stack>
    </Modal>
  );
}
