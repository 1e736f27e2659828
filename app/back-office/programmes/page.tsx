import { Group, Stack, Table, TableTbody, TableTd, TableTh, TableThead, TableTr, Text, Title } from '@mantine/core';
import { getTranslations } from 'next-intl/server';
import { ErrorNotice } from '@/components/notices/error-notice';
import { AnchorLink } from '@/components/ui/anchor-link';
import { requireStaffSession } from '@/lib/back-office/staff-session';
import { listStaffProgrammeFiles, listStaffProgrammes } from '@/lib/partner/back-office-programmes';
import { load } from '@/lib/page-data/load';
import { ProgrammeAccessButton } from './_components/programme-access-button';
import { ProgrammeFiles } from './_components/programme-files';

export async function generateMetadata() {
  return { title: (await getTranslations('backOffice'))('programmes.title') };
}

// GET /back-office/programmes?programme= – programmes of the staff member's brands: access per brand, and one programme's files
export default async function Page({ searchParams }: PageProps<'/back-office/programmes'>) {
  const session = await requireStaffSession();
  const raw = (await searchParams).programme;
  const selectedId = typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : undefined;
  const [t, te, programmes, files] = await Promise.all([
    getTranslations('backOffice.programmes'),
    getTranslations('errors'),
    load(listStaffProgrammes(session.accessToken)),
    selectedId ? load(listStaffProgrammeFiles(session.accessToken, selectedId)) : Promise.resolve(undefined),
  ]);
  const selected = programmes.ok ? programmes.value.data.find((programme) => programme.id === selectedId) : undefined;
  return (
    <Stack gap="md">
      <Title order={1}>{t('title')}</Title>
      <Text>{t('intro')}</Text>
      {(!programmes.ok || (files && !files.ok)) && <ErrorNotice title={te('title')} message={te('generic')} />}
      {selected && files?.ok && <ProgrammeFiles programme={selected} files={files.value.data} />}
      {programmes.ok && !programmes.value.data.length && <Text>{t('empty')}</Text>}
      {programmes.ok && programmes.value.data.length > 0 && (
        <Table>
          <TableThead>
            <TableTr>
              <TableTh>{t('programme')}</TableTh>
              <TableTh>{t('access')}</TableTh>
              <TableTh>{t('files')}</TableTh>
            </TableTr>
          </TableThead>
          <TableTbody>
            {programmes.value.data.map((programme) => (
              <TableTr key={programme.id}>
                <TableTd>
                  {programme.name} ({programme.city})
                </TableTd>
                <TableTd>
                  <Group gap="xs">
                    {programme.brands.map((brand) => (
                      <ProgrammeAccessButton key={brand.code} programme={programme} brand={brand} />
                    ))}
                  </Group>
                </TableTd>
                <TableTd>
                  <AnchorLink href={`/back-office/programmes?programme=${programme.id}`} aria-label={t('filesOf', { name: programme.name })}>
                    {t('files')}
                  </AnchorLink>
                </TableTd>
              </TableTr>
            ))}
          </TableTbody>
        </Table>
      )}
    </Stack>
  );
}
