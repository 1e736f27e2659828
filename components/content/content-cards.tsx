import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/programmes/button-link';
import { formatDate, formatDateTime } from '@/lib/format/format';
import type { ContentItem } from '@/lib/partner/content';

/**
 * A grid of content cards (webinars, events, trainings, guides, documents). `detailHref` links a card to its
 * own page; a file's `url` is a path of this site (`/documents/…`, served through the session-checked route).
 */
export async function ContentCards({
  items,
  headingLevel = 2,
  detailHref,
}: {
  items: ContentItem[];
  headingLevel?: 2 | 3;
  detailHref?: (item: ContentItem) => string;
}) {
  const t = await getTranslations('content');
  if (items.length === 0) return <Text c="dimmed">{t('empty')}</Text>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {items.map((item) => (
        <Card key={item.id} component="li" withBorder radius="md" padding="md">
          <Stack gap="xs" h="100%">
            <Title order={headingLevel} size="h4">
              {item.title}
            </Title>
            <Group gap="xs">
              {item.starts_at ? (
                <Badge variant="light">{formatDateTime(item.starts_at)}</Badge>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('published', { date: formatDate(item.published_at) })}
                </Text>
              )}
              {item.duration_minutes !== null && (
                <Badge variant="outline" color="var(--mantine-color-text)">
                  {t('duration', { minutes: item.duration_minutes })}
                </Badge>
              )}
            </Group>
            <Text size="sm">{item.summary}</Text>
            <Group mt="auto" gap="sm">
              {detailHref && (
                <ButtonLink href={detailHref(item)} variant="light" size="sm" aria-label={t('openNamed', { title: item.title })}>
                  {t('open')}
                </ButtonLink>
              )}
              {item.url && (
                <Anchor href={item.url} target="_blank" rel="noopener" size="sm">
                  {t('download', { title: item.title })}
                </Anchor>
              )}
            </Group>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
