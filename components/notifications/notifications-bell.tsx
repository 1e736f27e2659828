'use client';

import { ActionIcon, Indicator } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useUnreadCount } from './use-unread-count';
import { Hint } from '@/components/ui/hint';
import { SpriteIcon } from '@/components/ui/sprite-icon';
import { IntentLink } from '@/components/ui/intent-link';

/** Header link to the notifications screen, with the unread count as a badge. */
export function NotificationsBell() {
  const t = useTranslations('notifications');
  const { data: unread = 0 } = useUnreadCount();
  const label = t('bellUnread', { count: unread });
  return (
    <Hint label={t('bell')} align="end">
      <Indicator label={unread > 99 ? '99+' : unread} size={18} disabled={unread === 0} color="red.8" offset={4}>
        <ActionIcon component={IntentLink} href="/notifications" variant="default" size="lg" aria-label={label}>
          <SpriteIcon name="bell" size={18} />
        </ActionIcon>
      </Indicator>
    </Hint>
  );
}
