import { Badge, Group, Stack, Table, TableTbody, TableTd, TableTh, TableThead, TableTr, Text, Title } from '@mantine/core';
import { getTranslations } from 'next-intl/server';
import { ErrorNotice } from '@/components/notices/error-notice';
import { ButtonLink } from '@/components/programmes/button-link';
import { AnchorLink } from '@/components/ui/anchor-link';
import { STAFF_CONTENT_KINDS, type StaffContentKind } from '@/contract/back-office-content';
import { requireStaffSession } from '@/lib/back-office/staff-session';
import { formatDate } from '@/lib/format/format';
import { listStaffContent } from '@/lib/partner/back-office-content';
import { load } from '@/lib/page-data/load';
import { QueueFilters } from '../_components/queue-filters';

export async function generateMetadata() {
  return { title: (await getTranslations('backOffice.content'))('title') };
}

const kindOf = (value: string | string[] | undefined) => STAFF_CONTENT_KINDS.find((kind) => kind === value);

// GET /back-office/content – news, webinars, trainings and guides of the staff member's brands, drafts included
export default async function Page({ searchParams }: PageProps<'/back-office/content'>) {
  const session = await requireStaffSession();
  const kind: StaffContentKind | undefined = kindOf((await searchParams).kind);
  const [t, te, items] = await Promise.all([getTranslations('backOffice.content'), getTranslations('errors'), load(listStaffContent(session.accessToken, { kind }))]);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('intro')}</Text>
        </Stack>
        <ButtonLink href="/back-office/content/new">{t('create')}</ButtonLink>
      </Group>
      <QueueFilters fields={[{ name: 'kind', label: t('kindLabel'), options: STAFF_CONTENT_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) })), value: kind }]} />
      {!items.ok && <ErrorNotice title={te('title')} message={te('generic')} />}
      {items.ok && !items.value.data.length && <Text>{t('empty')}</Text>}
      {items.ok && items.value.data.length > 0 && (
        <Table highlightOnHover>
          <TableThead>
            <TableTr>
              <TableTh>{t('titleLabel')}</TableTh>
              <TableTh>{t('kindLabel')}</TableTh>
              <TableTh>{t('brand')}</TableTh>
              <TableTh>{t('state')}</TableTh>
              <TableTh>{t('publishedAt')}</TableTh>
            </TableTr>
          </TableThead>
          <TableTbody>
            {items.value.data.map((item) => (
              <TableTr key={item.id}>
                <TableTd>
                  <AnchorLink href={`/back-office/content/${item.id}`} aria-label={t('editNamed', { title: item.title })}>
                    {item.title}
                  </AnchorLink>
                </TableTd>
                <TableTd>{t(`kinds.${item.kind}`)}</TableTd>
                <TableTd>{item.marque.toUpperCase()}</TableTd>
                <TableTd>
                  <Badge variant={item.published ? 'filled' : 'outline'} color={item.published ? 'green.9' : 'gray.7'}>
                    {item.published ? t('publishedBadge') : t('draftBadge')}
                  </Badge>
                </TableTd>
                <TableTd>{formatDate(item.published_at)}</TableTd>
              </TableTr>
            ))}
          </TableTbody>
        </Table>
      )}
    </Stack>
  );
}
