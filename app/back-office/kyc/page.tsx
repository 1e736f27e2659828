import { Stack, Title } from '@mantine/core';
import { getTranslations } from 'next-intl/server';
import { ErrorNotice } from '@/components/notices/error-notice';
import { requireStaffSession } from '@/lib/back-office/staff-session';
import { getStaffProfile, listKycQueue } from '@/lib/partner/back-office';
import { load } from '@/lib/page-data/load';
import { QueueFilters } from '../_components/queue-filters';
import { KycReview } from './_components/kyc-review';

const pick = (value: string | string[] | undefined) => (typeof value === 'string' && value ? value : undefined);

export async function generateMetadata() {
  return { title: (await getTranslations('backOffice'))('kyc.title') };
}

// GET /back-office/kyc – documents waiting for a decision, oldest first, filtered by brand and type
export default async function Page({ searchParams }: PageProps<'/back-office/kyc'>) {
  const session = await requireStaffSession();
  const query = await searchParams;
  const filters = { brand: pick(query.brand), type: pick(query.type) };
  const [t, te, queue, all, profile] = await Promise.all([
    getTranslations('backOffice'),
    getTranslations('errors'),
    load(listKycQueue(session.accessToken, filters)),
    load(listKycQueue(session.accessToken, {})),
    load(getStaffProfile(session.accessToken)),
  ]);
  // The type filter offers the types waiting, whatever the filters.
  const types = all.ok ? [...new Map(all.value.data.map((item) => [item.document_type, item.nom])).entries()].map(([value, label]) => ({ value, label })) : [];
  const brands = profile.ok ? profile.value.data.brands.map((code) => ({ value: code, label: code.toUpperCase() })) : [];
  return (
    <Stack gap="md">
      <Title order={1}>{t('kyc.title')}</Title>
      <QueueFilters
        fields={[
          { name: 'brand', label: t('filters.brand'), options: brands, value: filters.brand },
          { name: 'type', label: t('filters.type'), options: types, value: filters.type },
        ]}
      />
      {queue.ok ? <KycReview items={queue.value.data} /> : <ErrorNotice title={te('title')} message={te('generic')} />}
    </Stack>
  );
}
