import { Stack, Table, TableTbody, TableTh, TableThead, TableTr, Text, Title } from '@mantine/core';
import { getTranslations } from 'next-intl/server';
import { ErrorNotice } from '@/components/notices/error-notice';
import { requireStaffSession } from '@/lib/back-office/staff-session';
import { listStaffOptions } from '@/lib/partner/back-office';
import { load } from '@/lib/page-data/load';
import { OptionRow } from './_components/option-row';

export async function generateMetadata() {
  return { title: (await getTranslations('backOffice'))('options.title') };
}

// GET /back-office/options – live options of the staff member's brands, the next to lapse first
export default async function Page() {
  const session = await requireStaffSession();
  // A server component renders once per request: its time is what the countdowns hydrate from.
  // eslint-disable-next-line react-hooks/purity
  const renderedAt = Date.now();
  const [t, te, options] = await Promise.all([getTranslations('backOffice.options'), getTranslations('errors'), load(listStaffOptions(session.accessToken))]);
  return (
    <Stack gap="md">
      <Title order={1}>{t('title')}</Title>
      {!options.ok && <ErrorNotice title={te('title')} message={te('generic')} />}
      {options.ok && !options.value.data.length && <Text>{t('empty')}</Text>}
      {options.ok && options.value.data.length > 0 && (
        <Table>
          <TableThead>
            <TableTr>
              <TableTh>{t('lot')}</TableTh>
              <TableTh>{t('adviser')}</TableTh>
              <TableTh>{t('status')}</TableTh>
              <TableTh>{t('expires')}</TableTh>
              <TableTh />
            </TableTr>
          </TableThead>
          <TableTbody>
            {options.value.data.map((option) => (
              <OptionRow key={`${option.id}:${option.expires_at}`} option={option} renderedAt={renderedAt} />
            ))}
          </TableTbody>
        </Table>
      )}
    </Stack>
  );
}
