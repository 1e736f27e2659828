'use client';

import { useTranslations } from 'next-intl';
import type { ShellBrand } from './shell-types';
import { WebsiteFrame } from './website-frame';
import { LazyModal } from '@/components/ui/lazy-modal';

/** The brand's public website in a pop-up (the `/website` page shows the same frame full width). */
export function WebsiteModal({ brand, opened, onClose }: { brand: ShellBrand; opened: boolean; onClose: () => void }) {
  const t = useTranslations('shell');
  return (
    <LazyModal opened={opened} onClose={onClose} title={t('websiteTitle', { brand: brand.fullName })} size="80%">
      <WebsiteFrame brand={brand} height="70vh" />
    </LazyModal>
  );
}
