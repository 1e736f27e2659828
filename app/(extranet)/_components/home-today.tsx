import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { formatDateTime } from '@/lib/format/format';
import { AnchorLink } from '@/components/ui/anchor-link';
import type { HomeBusiness } from '@/lib/partner/home';

function TodayCard({ id, title, count, more, children }: { id: string; title: string; count: number; more: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={id}>
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Title order={3} size="h5" id={id}>
          {title}
        </Title>
        <Badge color={count ? 'orange' : 'gray'} variant="light" aria-hidden>
          {count}
        </Badge>
      </Group>
      <Stack gap="xs">
        {children}
        {more}
      </Stack>
    </Paper>
  );
}

/** What needs the adviser today: options about to expire, KYC documents to send, unread messages. */
export async function HomeToday({ business }: { business: HomeBusiness }) {
  const t = await getTranslations('home.today');
  const { options_expiring: options, kyc_to_send: kyc, unread_messages: unread } = business;
  return (
    <Stack gap="sm" component="section" aria-labelledby="home-today">
      <Title order={2} size="h3" id="home-today">
        {t('title')}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        <TodayCard id="today-options" title={t('options')} count={options.length} more={<AnchorLink href="/options" size="sm">{t('seeOptions')}</AnchorLink>}>
          {options.length === 0 ? (
            <Text size="sm">{t('noOptions')}</Text>
          ) : (
            <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
              {options.map((option) => (
                <li key={option.id}>
                  <Text size="sm" fw={600}>
                    {t('option', { lot: option.lot_reference, residence: option.residence.name })}
                  </Text>
                  {option.client && <Text size="sm">{t('optionClient', { client: option.client })}</Text>}
                  <Text size="sm" c="dimmed">
                    {t('expires', { date: formatDateTime(option.expires_at) })}
                  </Text>
                </li>
              ))}
            </Stack>
          )}
        </TodayCard>
        <TodayCard id="today-kyc" title={t('kyc')} count={kyc.length} more={kyc.length > 0 && <AnchorLink href="/documents" size="sm">{t('sendKyc')}</AnchorLink>}>
          {kyc.length === 0 ? (
            <Text size="sm">{t('noKyc')}</Text>
          ) : (
            <Stack component="ul" gap={4} m={0} pl="md">
              {kyc.map((document) => (
                <Text component="li" size="sm" key={document.document_type}>
                  {document.nom}
                </Text>
              ))}
            </Stack>
          )}
        </TodayCard>
        <TodayCard id="today-messages" title={t('messages')} count={unread.total} more={<AnchorLink href="/messagerie" size="sm">{t('seeMessages')}</AnchorLink>}>
          {unread.threads.length === 0 ? (
            <Text size="sm">{t('noMessages')}</Text>
          ) : (
            <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
              {unread.threads.map((thread) => (
                <li key={thread.id}>
                  <AnchorLink href={`/messagerie/${thread.id}`} size="sm">
                    {thread.subject}
                  </AnchorLink>{' '}
                  <Text span size="sm" c="dimmed">
                    ({t('unread', { count: thread.unread })})
                  </Text>
                </li>
              ))}
            </Stack>
          )}
        </TodayCard>
      </SimpleGrid>
    </Stack>
  );
}
