import { Stack, Table, TableTbody, TableTh, TableThead, TableTr, Text, Title } from '@mantine/core';
import { getTranslations } from 'next-intl/server';
import { ErrorNotice } from '@/components/notices/error-notice';
import { requireStaffSession } from '@/lib/back-office/staff-session';
import { listStaffLots, listStaffResidences } from '@/lib/partner/back-office';
import { load } from '@/lib/page-data/load';
import { QueueFilters } from '../_components/queue-filters';
import { LotRow } from './_components/lot-row';

export async function generateMetadata() {
  return { title: (await getTranslations('backOffice'))('lots.title') };
}

// GET /back-office/lots?residence= – the lots of one residence of the staff member's brands, status and price editable
export default async function Page({ searchParams }: PageProps<'/back-office/lots'>) {
  const session = await requireStaffSession();
  const raw = (await searchParams).residence;
  const residenceId = typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : undefined;
  const [t, te, residences, lots] = await Promise.all([
    getTranslations('backOffice.lots'),
    getTranslations('errors'),
    load(listStaffResidences(session.accessToken)),
    residenceId ? load(listStaffLots(session.accessToken, residenceId)) : Promise.resolve(undefined),
  ]);
  const options = residences.ok ? residences.value.data.map((r) => ({ value: String(r.id), label: `${r.name} (${r.city})` })) : [];
  return (
    <Stack gap="md">
      <Title order={1}>{t('title')}</Title>
      {!residences.ok && <ErrorNotice title={te('title')} message={te('generic')} />}
      <QueueFilters fields={[{ name: 'residence', label: t('residence'), options, value: residenceId ? String(residenceId) : undefined }]} />
      {!lots && <Text>{t('chooseResidence')}</Text>}
      {lots && !lots.ok && <ErrorNotice title={te('title')} message={te('generic')} />}
      {lots?.ok && (
        <Table>
          <TableThead>
            <TableTr>
              <TableTh>{t('reference')}</TableTh>
              <TableTh>{t('typology')}</TableTh>
              <TableTh>{t('status')}</TableTh>
              <TableTh>{t('price')}</TableTh>
              <TableTh />
            </TableTr>
          </TableThead>
          <TableTbody>
            {lots.value.data.map((lot) => (
              <LotRow key={`${lot.id}:${lot.status}:${lot.price}`} lot={lot} />
            ))}
          </TableTbody>
        </Table>
      )}
    </Stack>
  );
}
