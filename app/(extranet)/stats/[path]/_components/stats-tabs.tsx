import { Group } from '@mantine/core';
import { getTranslations } from 'next-intl/server';
import { STATS_PATHS, type Periode, type StatsPath } from '@/contract/stats';
import { ButtonLink } from '@/components/programmes/button-link';

/** Links between the three statistics screens, keeping the chosen period. */
export async function StatsTabs({ current, periode, defaultPeriode }: { current: StatsPath; periode: Periode; defaultPeriode: boolean }) {
  const t = await getTranslations('stats.tabs');
  return (
    <Group component="nav" aria-label={t('label')} gap="xs">
      {STATS_PATHS.map((path) => (
        <ButtonLink
          key={path}
          href={defaultPeriode ? `/stats/${path}` : `/stats/${path}?periode=${periode}`}
          variant={path === current ? 'filled' : 'default'}
          aria-current={path === current ? 'page' : undefined}
        >
          {t(path)}
        </ButtonLink>
      ))}
    </Group>
  );
}
