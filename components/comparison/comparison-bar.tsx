'use client';

import { Affix, Button, Group, Paper, Text } from '@mantine/core';
import { IconScale } from '@tabler/icons-react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useLotComparison } from './comparison-context';
import { comparisonHref, MIN_COMPARED } from './selection';

/** While lots are picked, a bar at the bottom of the screen leads to their comparison from any page. */
export function ComparisonBar() {
  const t = useTranslations('comparison');
  const { ids, clear } = useLotComparison();
  const pathname = usePathname();
  if (ids.length === 0 || pathname === '/comparaison') return null;
  const ready = ids.length >= MIN_COMPARED;
  return (
    <Affix position={{ bottom: 16, left: '50%' }} style={{ transform: 'translateX(-50%)' }} data-print-hide>
      <Paper shadow="md" p="sm" withBorder role="region" aria-label={t('title')}>
        <Group gap="sm" wrap="nowrap">
          <Text size="sm" fw={600}>
            {t('selected', { count: ids.length })}
          </Text>
          {ready ? (
            <Button component={Link} href={comparisonHref(ids)} size="xs" leftSection={<IconScale size={16} aria-hidden />}>
              {t('open')}
            </Button>
          ) : (
            <Text size="sm" c="dimmed">
              {t('needMore')}
            </Text>
          )}
          <Button variant="subtle" size="xs" onClick={clear}>
            {t('clear')}
          </Button>
        </Group>
      </Paper>
    </Affix>
  );
}
