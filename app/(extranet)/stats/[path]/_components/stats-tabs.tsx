import { Button, Group } from '@mantine/core';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { STATS_PATHS, type Periode, type StatsPath } from '@/contract/stats';

/** Links between the three statistics screens, keeping the chosen period. */
export async function StatsTabs({ current, periode, defaultPeriode }: { current: StatsPath; periode: Periode; defaultPeriode: boolean }) {
  const t = await getTranslations('stats.tabs');
  return (
    <Group component="nav" aria-label={t('label')} gap="xs">
      {STATS_PATHS.map((path) => (
        <Button
          key={path}
          component={Link}
          href={defaultPeriode ? `/stats/${path}` : `/stats/${path}?periode=${periode}`}
          variant={path === current ? 'filled' : 'default'}
          aria-current={path === current ? 'page' : undefined}
        >
          {t(path)}
        </Button>
      ))}
    </Group>
  );
}
