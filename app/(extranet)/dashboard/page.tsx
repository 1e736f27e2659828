import { Stack, Title } from '@mantine/core';
import { getTranslations } from 'next-intl/server';
import { DashboardCharts } from '@/components/dashboard/dashboard-charts';
import { FigureCards } from '@/components/dashboard/figure-cards';
import { ErrorNotice } from '@/components/notices/error-notice';
import { getDashboard } from '@/lib/partner/dashboard';
import { load } from '@/lib/page-data/load';
import { requireSession } from '@/lib/auth/session';
import { SalesTable } from './_components/sales-table';

export async function generateMetadata() {
  return { title: (await getTranslations('dashboard'))('title') };
}

// GET /dashboard – the adviser's own figures: options, reservations, sales, clients, disputes
export default async function Page() {
  const session = await requireSession();
  const [t, te, dashboard] = await Promise.all([getTranslations('dashboard'), getTranslations('errors'), load(getDashboard(session.accessToken))]);
  return (
    <Stack gap="lg">
      <Title order={1}>{t('title')}</Title>
      {dashboard.ok ? (
        <>
          <FigureCards figures={dashboard.value.data} />
          <DashboardCharts charts={dashboard.value.data.charts} />
          <SalesTable sales={dashboard.value.data.sales} />
        </>
      ) : (
        <ErrorNotice title={te('title')} message={t('error')} />
      )}
    </Stack>
  );
}
