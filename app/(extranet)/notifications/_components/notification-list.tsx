'use client';

import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { notifyError } from '@/components/notices/notify';
import { useSetUnreadCount, useUnreadCount } from '@/components/notifications/use-unread-count';
import { unwrap } from '@/lib/actions/action-result';
import { formatDateTime } from '@/lib/format/format';
import { markAllNotificationsReadAction, markNotificationReadAction } from '@/lib/engagement/actions';
import type { PartnerNotification } from '@/lib/partner/notifications';
import { EmptyState } from '@/components/ui/empty-state';
import { IntentLink } from '@/components/ui/intent-link';

/** One page of notifications: unread ones stand out and can be marked read one by one or all at once. */
export function NotificationList({ items, unread: initialUnread }: { items: PartnerNotification[]; unread: number }) {
  const t = useTranslations('notifications');
  const te = useTranslations('emptyStates');
  const setUnread = useSetUnreadCount();
  const { data: unread = initialUnread } = useUnreadCount();
  const [readIds, setReadIds] = useState<ReadonlySet<number>>(new Set());
  useEffect(() => {
    setUnread(initialUnread);
  }, [initialUnread, setUnread]);

  const settle = (result: Awaited<ReturnType<typeof markAllNotificationsReadAction>>, ids: number[]) => {
    const { unread } = unwrap(result);
    setReadIds((current) => new Set([...current, ...ids]));
    setUnread(unread);
  };
  const markOne = useMutation({
    mutationFn: async (id: number) => settle(await markNotificationReadAction(id), [id]),
    onError: () => notifyError(t('markFailed')),
  });
  const markAll = useMutation({
    mutationFn: async () => settle(await markAllNotificationsReadAction(), items.map((item) => item.id)),
    onError: () => notifyError(t('markFailed')),
  });

  if (items.length === 0) return <EmptyState title={t('empty')} description={te('notifications')} />;
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text fw={500} aria-live="polite">
          {t('unreadSummary', { count: unread })}
        </Text>
        <Button variant="light" onClick={() => markAll.mutate()} loading={markAll.isPending} disabled={unread === 0}>
          {t('markAllRead')}
        </Button>
      </Group>
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {items.map((item) => {
          const isUnread = !item.read_at && !readIds.has(item.id);
          return (
            <Paper key={item.id} component="li" withBorder radius="md" p="md" bg={isUnread ? 'var(--mantine-color-brand-light)' : undefined}>
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <Stack gap={4}>
                  <Group gap="xs">
                    <Title order={2} size="h5">
                      {item.title}
                    </Title>
                    {isUnread && (
                      <Badge size="sm" color="red.8">
                        {t('unread')}
                      </Badge>
                    )}
                  </Group>
                  <Text size="sm">{item.body}</Text>
                  <Text size="xs" c="dimmed">
                    {t('receivedAt', { date: formatDateTime(item.created_at) })}
                  </Text>
                </Stack>
                <Stack gap="xs" align="flex-end">
                  {item.link && (
                    <Anchor component={IntentLink} href={item.link} size="sm" aria-label={t('openNamed', { title: item.title })}>
                      {t('open')}
                    </Anchor>
                  )}
                  {isUnread && (
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => markOne.mutate(item.id)}
                      loading={markOne.isPending && markOne.variables === item.id}
                      aria-label={t('markReadNamed', { title: item.title })}
                    >
                      {t('markRead')}
                    </Button>
                  )}
                </Stack>
              </Group>
            </Paper>
          );
        })}
      </Stack>
    </Stack>
  );
}
