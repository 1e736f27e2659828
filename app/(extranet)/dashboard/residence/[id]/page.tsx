import { Group, Stack, Title } from '@mantine/core';
import { getTranslations } from 'next-intl/server';
import { DashboardCharts } from '@/components/dashboard/dashboard-charts';
import { PageHeader } from '@/components/layout/page-header';
import { ErrorNotice } from '@/components/notices/error-notice';
import { formatEuros, labelled } from '@/lib/format/format';
import { SubscribeState } from '@/components/programmes/subscribe-state';
import { FigureTiles } from '@/components/stats/figure-tiles';
import { periodeParam } from '@/components/stats/periode-param';
import { PeriodeSelect } from '@/components/stats/periode-select';
import { AnchorLink } from '@/components/ui/anchor-link';
import { getResidenceDashboard } from '@/lib/partner/dashboard';
import { isSubscribeState } from '@/lib/partner/subscription';
import { residenceHref } from '@/lib/programmes/filters';
import { load, parseId } from '@/lib/page-data/load';
import { requireSession } from '@/lib/auth/session';
import { LotsTable } from './_components/lots-table';

export async function generateMetadata() {
  return { title: (await getTranslations('dashboard'))('title') };
}

// GET /dashboard/residence/{id}?periode – one residence's lots and the adviser's own options, reservations and sales on it
export default async function Page({ params, searchParams }: PageProps<'/dashboard/residence/[id]'>) {
  const id = parseId((await params).id);
  const periode = periodeParam((await searchParams).periode);
  const session = await requireSession();
  const [t, tp, dashboard] = await Promise.all([
    getTranslations('residenceDashboard'),
    getTranslations('pageHeader'),
    load(getResidenceDashboard(session.accessToken, id, periode), { notFoundOn404: true }),
  ]);
  if (!dashboard.ok) {
    return (
      <Stack gap="lg">
        <Title order={1}>{(await getTranslations('dashboard'))('title')}</Title>
        <ErrorNotice message={t('error')} />
      </Stack>
    );
  }
  if (isSubscribeState(dashboard.value)) return <SubscribeState message={dashboard.value.message} />;
  const { residence, lots, options, reservations, sales, charts } = dashboard.value;

  return (
    <Stack gap="lg">
      <PageHeader title={t('title', { name: residence.name })} crumbs={[{ label: tp('dashboard'), href: '/dashboard' }]} />
      <Group justify="space-between" align="flex-end">
        <PeriodeSelect value={periode} />
        <AnchorLink href={residenceHref(residence)}>
          {t('residence')}
        </AnchorLink>
      </Group>
      <FigureTiles
        tiles={[
          { label: t('figures.lots'), value: String(lots.total), hint: labelled(t('figures.available'), lots.available) },
          { label: t('figures.options'), value: String(options.total) },
          { label: t('figures.reservations'), value: String(reservations.count), hint: formatEuros(reservations.amount) },
          {
            label: t('figures.sales'),
            value: String(sales.count),
            hint: t('figures.salesHint', { amount: formatEuros(sales.amount), commission: formatEuros(sales.commission) }),
          },
        ]}
      />
      <DashboardCharts charts={charts} />
      <LotsTable lots={lots} />
    </Stack>
  );
}
