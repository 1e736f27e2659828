import { Anchor, Badge, Stack, Table, Text, Title } from '@mantine/core';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { ErrorNotice } from '@/components/notices/error-notice';
import { requireStaffSession } from '@/lib/back-office/staff-session';
import { listInbox } from '@/lib/partner/back-office';
import { load } from '@/lib/programmes/load';

const dateTime = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Paris' });

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
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('subject')}</Table.Th>
              <Table.Th>{t('adviser')}</Table.Th>
              <Table.Th>{t('assignee')}</Table.Th>
              <Table.Th>{t('updated')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {inbox.value.data.map((thread) => (
              <Table.Tr key={thread.id} fw={thread.unread ? 700 : undefined}>
                <Table.Td>
                  <Anchor component={Link} href={`/back-office/messages/${thread.id}`} fw="inherit">
                    {thread.subject}
                  </Anchor>{' '}
                  {thread.unread && (
                    <Badge size="sm" variant="filled">
                      {t('unread')}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>
                  {thread.adviser.name} ({thread.marque.toUpperCase()})
                </Table.Td>
                <Table.Td>{thread.assignee?.name ?? t('nobody')}</Table.Td>
                <Table.Td>{dateTime.format(new Date(thread.updated_at))}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
