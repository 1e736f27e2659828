import { Stack, Title } from '@mantine/core';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { DashboardCharts } from '@/components/dashboard/dashboard-charts';
import { FigureCards } from '@/components/dashboard/figure-cards';
import { ErrorNotice } from '@/components/notices/error-notice';
import { getDirectionStats } from '@/lib/partner/dashboard';
import { isPartnerApiError } from '@/lib/partner/errors';
import { load } from '@/lib/page-data/load';
import { requireSession } from '@/lib/auth/session';
import { AdvisersTable } from './_components/advisers-table';

export async function generateMetadata() {
  return { title: (await getTranslations('dashboard'))('direction.title') };
}

// GET /dashboard/direction – directors only: the figures of every adviser of the brand; the API's 403 is a 404 here
export default async function Page() {
  const session = await requireSession();
  const [t, te, stats] = await Promise.all([
    getTranslations('dashboard'),
    getTranslations('errors'),
    load(
      // 403 becomes null so the not-found page is raised here, outside load's catch.
      getDirectionStats(session.accessToken).catch((error: unknown) => {
        if (isPartnerApiError(error) && error.status === 403) return null;
        throw error;
      }),
    ),
  ]);
  if (stats.ok && stats.value === null) notFound();
  return (
    <Stack gap="lg">
      <Title order={1}>{t('direction.title')}</Title>
      {stats.ok && stats.value ? (
        <>
          <FigureCards figures={stats.value.data.figures} />
          <DashboardCharts charts={stats.value.data.figures.charts} />
          <AdvisersTable advisers={stats.value.data.advisers} />
        </>
      ) : (
        <ErrorNotice title={te('title')} message={te('direction')} />
      )}
    </Stack>
  );
}
