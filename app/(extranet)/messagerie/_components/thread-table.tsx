import { Anchor, Badge, Group } from '@mantine/core';
import { Table, TableScrollContainer, TableTbody, TableTd, TableTh, TableThead, TableTr } from '@/components/ui/table';
import { getTranslations } from 'next-intl/server';
import stacked from '@/components/ui/stacked-table.module.css';
import { formatDate } from '@/lib/format/format';
import type { Thread } from '@/lib/partner/messages';

/** The adviser's conversations, unread ones in bold with their count. */
export async function ThreadTable({ threads }: { threads: Thread[] }) {
  const t = await getTranslations('messaging');
  return (
    <TableScrollContainer minWidth={480} className={stacked.scroller}>
      <Table striped highlightOnHover className={stacked.table}>
        <TableThead>
          <TableTr>
            <TableTh scope="col">{t('subject')}</TableTh>
            <TableTh scope="col">{t('updated')}</TableTh>
          </TableTr>
        </TableThead>
        <TableTbody>
          {threads.map((thread) => (
            <TableTr key={thread.id}>
              <TableTd>
                <Group gap="xs">
                  <Anchor href={`/messagerie/${thread.id}`} fw={thread.unread ? 700 : undefined}>
                    {thread.subject}
                  </Anchor>
                  {thread.unread > 0 && <Badge color="red">{t('unread', { count: thread.unread })}</Badge>}
                </Group>
              </TableTd>
              <TableTd data-label={t('updated')}>{formatDate(thread.updated_at)}</TableTd>
            </TableTr>
          ))}
        </TableTbody>
      </Table>
    </TableScrollContainer>
  );
}
