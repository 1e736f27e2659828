import { Button, Group, Stack, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { isStatsPath, type StatsPath } from '@/contract/stats';
import { DashboardCharts } from '@/components/dashboard/dashboard-charts';
import { ErrorNotice } from '@/components/notices/error-notice';
import { PaginationNav } from '@/components/programmes/pagination-nav';
import { SubscribeState } from '@/components/programmes/subscribe-state';
import { periodeParam, periodeQuery } from '@/components/stats/periode-param';
import { PeriodeSelect } from '@/components/stats/periode-select';
import { AnchorLink } from '@/components/ui/anchor-link';
import { getStats } from '@/lib/partner/stats';
import { isSubscribeState } from '@/lib/partner/subscription';
import { load } from '@/lib/page-data/load';
import { requireSession } from '@/lib/auth/session';
import { StatsTable } from './_components/stats-table';
import { StatsTabs } from './_components/stats-tabs';
import { StatsTotals } from './_components/stats-totals';

/** The list screen behind each statistic. */
const LIST_HREF: Record<StatsPath, string> = { ventes: '/ventes', clients: '/clients', litiges: '/litiges' };

export async function generateMetadata({ params }: PageProps<'/stats/[path]'>) {
  const { path } = await params;
  const t = await getTranslations('stats');
  return { title: isStatsPath(path) ? `${t('title')} – ${t(`tabs.${path}`)}` : t('title') };
}

// GET /stats/{ventes|clients|litiges}?periode&page – the adviser's statistics: totals, charts, table, CSV export
export default async function Page({ params, searchParams }: PageProps<'/stats/[path]'>) {
  const { path } = await params;
  if (!isStatsPath(path)) notFound();
  const query = await searchParams;
  const periode = periodeParam(query.periode);
  const page = Math.max(1, Math.trunc(Number(query.page)) || 1);
  const session = await requireSession();
  const [t, stats] = await Promise.all([getTranslations('stats'), load(getStats(session.accessToken, path, { periode, page }))]);
  const keep = periodeQuery(periode);

  return (
    <Stack gap="lg">
      <Title order={1}>{stats.ok && !isSubscribeState(stats.value) ? stats.value.display.label : t('title')}</Title>
      <StatsTabs current={path} periode={periode} />
      {!stats.ok && <ErrorNotice message={t('error')} />}
      {stats.ok && isSubscribeState(stats.value) && <SubscribeState message={stats.value.message} />}
      {stats.ok && !isSubscribeState(stats.value) && (
        <>
          <Group justify="space-between" align="flex-end">
            <PeriodeSelect value={periode} />
            <Group gap="md">
              <AnchorLink href={LIST_HREF[path]}>
                {t(`list.${path}`)}
              </AnchorLink>
              <Button component="a" href={`/api/stats/${path}/csv${keep && `?${keep}`}`} download variant="default" leftSection={<IconDownload size={16} aria-hidden />}>
                {t('export.button')}
              </Button>
            </Group>
          </Group>
          <StatsTotals totals={stats.value.totals} />
          <DashboardCharts charts={stats.value.charts} />
          <StatsTable page={stats.value} />
          <PaginationNav
            pathname={`/stats/${path}`}
            queryString={keep}
            page={stats.value.data.current_page}
            pages={stats.value.data.last_page}
          />
        </>
      )}
    </Stack>
  );
}
