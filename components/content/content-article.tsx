import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { formatDate, formatDateTime } from '@/lib/format/format';
import { RichTextBody } from './rich-text-body';

export interface ArticleContent {
  title: string;
  summary: string;
  body: string | null;
  starts_at: string | null;
  duration_minutes: number | null;
  published_at: string;
}

/** One piece of content as advisers read it (news, training), and as the back office previews it (both sides render it). */
export function ContentArticle({ item, badge }: { item: ArticleContent; badge?: string }) {
  const t = useTranslations('content');
  return (
    <Stack gap="md" component="article">
      <Title order={1}>{item.title}</Title>
      <Group gap="xs">
        {badge && <Badge variant="light">{badge}</Badge>}
        {item.starts_at && <Badge variant="light">{formatDateTime(item.starts_at)}</Badge>}
        {item.duration_minutes !== null && <Text size="sm">{t('trainings.length', { minutes: item.duration_minutes })}</Text>}
        <Text size="sm" c="dimmed">
          {t('published', { date: formatDate(item.published_at) })}
        </Text>
      </Group>
      <Text fw={500}>{item.summary}</Text>
      {item.body && <RichTextBody html={item.body} />}
    </Stack>
  );
}
