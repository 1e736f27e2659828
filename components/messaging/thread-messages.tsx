import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { getTranslations } from 'next-intl/server';
import type { MessageAttachment } from '@/contract/message-attachments';
import { formatDateTime, formatFileSize } from '@/lib/format/format';

type Side = 'cgp' | 'staff';

export interface ThreadMessage {
  id: number;
  author: Side;
  body: string;
  created_at: string;
  attachments: MessageAttachment[];
}

interface ThreadMessagesProps {
  messages: ThreadMessage[];
  /** The reader's side: its messages stand on the right, tinted. */
  own: Side;
  authors: Record<Side, string>;
  label: string;
  /** Where the reader downloads an attachment: each side has its own route, checked against its own session. */
  attachmentHref: (attachment: MessageAttachment) => string;
}

/** A conversation between an adviser and the back office, oldest message first, as both sides read it. */
export async function ThreadMessages({ messages, own, authors, label, attachmentHref }: ThreadMessagesProps) {
  const t = await getTranslations('messaging');
  return (
    <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={label}>
      {messages.map((message) => (
        <Paper
          key={message.id}
          component="li"
          withBorder
          p="md"
          radius="md"
          maw="80%"
          ml={message.author === own ? 'auto' : 0}
          bg={message.author === own ? 'var(--mantine-primary-color-light)' : undefined}
        >
          <Text size="sm" fw={600}>
            {authors[message.author]}
            <Text span size="sm" c="dimmed" fw={400}>
              {' – '}
              {formatDateTime(message.created_at)}
            </Text>
          </Text>
          <Text style={{ whiteSpace: 'pre-wrap' }}>{message.body}</Text>
          {message.attachments.length > 0 && (
            <Stack gap={4} mt="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('attachmentsOf')}>
              {message.attachments.map((attachment) => (
                <Group key={attachment.id} component="li" gap={6} wrap="nowrap">
                  <IconPaperclip size={16} aria-hidden />
                  <Anchor href={attachmentHref(attachment)} download size="sm">
                    {t('download', { name: attachment.name, size: formatFileSize(attachment.size) })}
                  </Anchor>
                </Group>
              ))}
            </Stack>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
