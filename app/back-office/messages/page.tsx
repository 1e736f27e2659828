import { Badge, Stack, Table, TableTbody, TableTd, TableTh, TableThead, TableTr, Text, Title } from '@mantine/core';
import { getTranslations } from 'next-intl/server';
import { AnchorLink } from '@/components/ui/anchor-link';
import { ErrorNotice } from '@/components/notices/error-notice';
import { requireStaffSession } from '@/lib/back-office/staff-session';
import { listInbox } from '@/lib/partner/back-office';
import { load } from '@/lib/page-data/load';
import { formatShortDateTime } from '@/lib/format/format';

export async function generateMetadata() {
  return { title: (await getTranslations('backOffice.messages'))('title') };
}

// GET /back-office/messages – the team inbox: every adviser thread of the staff member's brands, unread first
export default async function Page() {
  const session = await requireStaffSession();
  const [t, te, inbox] = await Promise.all([getTranslations('backOffice.messages'), getTranslations('errors'), load(listInbox(session.accessToken))]);
  return (
    <Stack gap="md">
      <Title order={1}>{t('title')}</Title>
      {!inbox.ok && <ErrorNotice title={te('title')} message={te('generic')} />}
      {inbox.ok && !inbox.value.data.length && <Text>{t('empty')}</Text>}
      {inbox.ok && inbox.value.data.length > 0 && (
        <Table highlightOnHover>
          <TableThead>
            <TableTr>
              <TableTh>{t('subject')}</TableTh>
              <TableTh>{t('adviser')}</TableTh>
              <TableTh>{t('assignee')}</TableTh>
              <TableTh>{t('updated')}</TableTh>
            </TableTr>
          </TableThead>
          <TableTbody>
            {inbox.value.data.map((thread) => (
              <TableTr key={thread.id} fw={thread.unread ? 700 : undefined}>
                <TableTd>
                  <AnchorLink href={`/back-office/messages/${thread.id}`} fw="inherit">
                    {thread.subject}
                  </AnchorLink>{' '}
                  {thread.unread && (
                    <Badge size="sm" variant="filled">
                      {t('unread')}
                    </Badge>
                  )}
                </TableTd>
                <TableTd>
                  {thread.adviser.name} ({thread.marque.toUpperCase()})
                </TableTd>
                <TableTd>{thread.assignee?.name ?? t('nobody')}</TableTd>
                <TableTd>{formatShortDateTime(thread.updated_at)}</TableTd>
              </TableTr>
            ))}
          </TableTbody>
        </Table>
      )}
    </Stack>
  );
}
