'use client';

import { Badge } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { formatDate } from '@/lib/format/format';
import type { Client } from '@/lib/partner/clients';

export function DenonciationBadge({ denonciation }: { denonciation: Client['denonciation'] }) {
  const t = useTranslations('clients.denonciation');
  return (
    <Badge variant="default" data-denonciation={denonciation.status}>
      {denonciation.status === 'protected' && denonciation.protected_until
        ? t('protected', { date: formatDate(denonciation.protected_until) })
        : t(denonciation.status)}
    </Badge>
  );
}
