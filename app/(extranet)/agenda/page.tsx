import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { getTranslations } from 'next-intl/server';
import { ErrorNotice } from '@/components/notices/error-notice';
import { formatDateTime } from '@/lib/format/format';
import { listAgenda } from '@/lib/partner/agenda';
import { load } from '@/lib/page-data/load';
import { requireSession } from '@/lib/auth/session';

export async function generateMetadata() {
  return { title: (await getTranslations('agenda'))('title') };
}

// GET /agenda – events and webinars to come, each with its calendar file
export default async function Page() {
  const session = await requireSession();
  const [t, te, agenda] = await Promise.all([getTranslations('agenda'), getTranslations('errors'), load(listAgenda(session.accessToken, { per_page: 50 }))]);
  const items = agenda.ok ? agenda.value.data.data : [];
  return (
    <Stack gap="lg">
      <Title order={1}>{t('title')}</Title>
      <Text>{t('intro')}</Text>
      {!agenda.ok && <ErrorNotice title={te('title')} message={te('events')} />}
      {agenda.ok && items.length === 0 && <Text c="dimmed">{t('empty')}</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {items.map((item) => (
          <Card key={item.id} component="li" withBorder radius="md" padding="md">
            <Stack gap="xs" h="100%">
              <Group gap="xs">
                <Badge variant="light">{t(`kinds.${item.kind === 'webinar' ? 'webinar' : 'event'}`)}</Badge>
                {item.duration_minutes !== null && (
                  <Badge variant="outline" color="var(--mantine-color-text)">
                    {t('duration', { minutes: item.duration_minutes })}
                  </Badge>
                )}
              </Group>
              <Title order={2} size="h4">
                {item.title}
              </Title>
              {item.starts_at && <Text fw={500}>{t('when', { date: formatDateTime(item.starts_at) })}</Text>}
              <Text size="sm">{item.summary}</Text>
              <Anchor href={`/api/agenda/${item.id}/ics`} download mt="auto" aria-label={t('addNamed', { title: item.title })}>
                <Group gap={6} component="span">
                  <IconCalendarPlus size={18} aria-hidden />
                  {t('add')}
                </Group>
              </Anchor>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
