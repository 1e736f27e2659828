import { Group, Stack, Text, Title } from '@mantine/core';
import { getTranslations } from 'next-intl/server';
import { MIN_COMPARED, parseLotsParam } from '@/components/comparison/selection';
import { ErrorNotice } from '@/components/notices/error-notice';
import { PrintToPdfButton } from '@/components/pdf/print-to-pdf-button';
import { getLot } from '@/lib/partner/programmes';
import { load } from '@/lib/page-data/load';
import { requireSession } from '@/lib/auth/session';
import { ComparisonTable } from './_components/comparison-table';

export async function generateMetadata() {
  return { title: (await getTranslations('comparison'))('title') };
}

// GET /comparaison?lots=1,2,3 – 2 to 4 lots of one or several residences side by side, printable to PDF
export default async function Page({ searchParams }: PageProps<'/comparaison'>) {
  const ids = parseLotsParam((await searchParams).lots);
  const session = await requireSession();
  const [t, te, loaded] = await Promise.all([
    getTranslations('comparison'),
    getTranslations('errors'),
    Promise.all(ids.map((id) => load(getLot(session.accessToken, id)))),
  ]);
  const lots = loaded.flatMap((result) => (result.ok ? [result.value] : []));

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>{t('title')}</Title>
        {lots.length >= MIN_COMPARED && <PrintToPdfButton />}
      </Group>
      {lots.length < loaded.length && <ErrorNotice title={te('title')} message={t('missing')} />}
      {lots.length < MIN_COMPARED ? <Text>{t('intro')}</Text> : <ComparisonTable lots={lots} />}
    </Stack>
  );
}
