'use client';

import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { FavoritesPanel } from '@/components/favorites/favorites-panel';
import { NotificationsBell } from '@/components/notifications/notifications-bell';
import { useRightPanel } from '@/components/panels/right-panel-context';
import { GlobalSearch } from './global-search';
import { SpriteIcon } from '@/components/ui/sprite-icon';

/** The header's search slot: global search, the favourites of the right-hand panel and the notifications. */
export function HeaderTools() {
  const t = useTranslations('favorites');
  const panel = useRightPanel();
  return (
    <Group gap="xs" wrap="nowrap">
      <div style={{ flex: 1, minWidth: 0 }}>
        <GlobalSearch />
      </div>
      <Tooltip label={t('openPanel')}>
        {/* On a phone the menu's « Favoris » entry leaves the header room for the search. */}
        <ActionIcon variant="default" size="lg" visibleFrom="sm" aria-label={t('openPanel')} onClick={() => panel.toggle({ kind: 'favorites', content: <FavoritesPanel /> })}>
          <SpriteIcon name="heart" size={18} />
        </ActionIcon>
      </Tooltip>
      <NotificationsBell />
    </Group>
  );
}
