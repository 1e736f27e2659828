'use client';

import { Indicator, useMantineTheme } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { CSSProperties, ReactNode } from 'react';
import { useUnreadCount } from './use-unread-count';
import { Hint } from '@/components/ui/hint';
import { PlainActionIconLink } from '@/components/ui/plain-button';
import { SpriteIcon } from '@/components/ui/sprite-icon';

/**
 * The unread count over its child, as Mantine's Indicator (red, 18 px, offset 4) draws it with its classes
 * (notifications-bell.test.ts holds it equal); nothing over it without unread notifications.
 */
export function UnreadIndicator({ count, children }: { count: number; children: ReactNode }) {
  const theme = useMantineTheme();
  const vars = Indicator.varsResolver(theme, { color: 'red.8', size: 18, offset: 4 }, undefined).root as CSSProperties;
  return (
    <div className={Indicator.classes.root} style={vars}>
      {count > 0 && (
        <div className={`phone-text ${Indicator.classes.indicator}`} data-with-label="true">
          {count > 99 ? '99+' : count}
        </div>
      )}
      {children}
    </div>
  );
}

/** Header link to the notifications screen, with the unread count as a badge. */
export function NotificationsBell() {
  const t = useTranslations('notifications');
  const { data: unread = 0 } = useUnreadCount();
  return (
    <Hint label={t('bell')} align="end">
      <UnreadIndicator count={unread}>
        <PlainActionIconLink href="/notifications" variant="default" size="lg" aria-label={t('bellUnread', { count: unread })}>
          <SpriteIcon name="bell" size={18} />
        </PlainActionIconLink>
      </UnreadIndicator>
    </Hint>
  );
}
