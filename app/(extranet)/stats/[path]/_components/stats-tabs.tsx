import { Group } from '@mantine/core';
import { getTranslations } from 'next-intl/server';
import { STATS_PATHS, type Periode, type StatsPath } from '@/contract/stats';
import { ButtonLink } from '@/components/programmes/button-link';
import { periodeQuery } from '@/components/stats/periode-param';

/** Links between the three statistics screens, keeping the chosen period. */
export async function StatsTabs({ current, periode }: { current: StatsPath; periode: Periode }) {
  const t = await getTranslations('stats.tabs');
  const keep = periodeQuery(periode);
  return (
    <Group component="nav" aria-label={t('label')} gap="xs">
      {STATS_PATHS.map((path) => (
        <ButtonLink
          key={path}
          href={`/stats/${path}${keep && `?${keep}`}`}
          variant={path === current ? 'filled' : 'default'}
          aria-current={path === current ? 'page' : undefined}
        >
          {t(path)}
        </ButtonLink>
      ))}
    </Group>
  );
}
