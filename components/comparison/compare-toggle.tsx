'use client';

import { Chip } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { notifyError } from '@/components/notices/notify';
import { useLotComparison } from './comparison-context';

/** Puts a lot in the comparison or takes it out (a chip, pressed while the lot is compared). */
export function CompareToggle({ lot }: { lot: { id: number; reference: string } }) {
  const t = useTranslations('comparison');
  const comparison = useLotComparison();
  const checked = comparison.ids.includes(lot.id);
  return (
    <Chip
      size="xs"
      checked={checked}
      onChange={() => {
        if (!comparison.toggle(lot.id)) notifyError(t('full'));
      }}
      aria-label={t('toggleLabel', { reference: lot.reference })}
      wrapperProps={{ 'data-print-hide': true }}
    >
      {t('toggle')}
    </Chip>
  );
}
