'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { NotificationsBell } from '@/components/notifications/notifications-bell';
import { useRightPanel } from '@/components/panels/right-panel-context';
import { GlobalSearch } from './global-search';
import { Hint } from '@/components/ui/hint';
import { PlainActionIcon } from '@/components/ui/plain-button';
import { PlainGroup } from '@/components/ui/plain-layout';
import { SpriteIcon } from '@/components/ui/sprite-icon';

// Loaded when the adviser opens it: its favourite toggles and their hints are not part of every page.
const FavoritesPanel = dynamic(() => import('@/components/favorites/favorites-panel').then((module) => module.FavoritesPanel));

/** The header's search slot: global search, the favourites of the right-hand panel and the notifications. */
export function HeaderTools() {
  const t = useTranslations('favorites');
  const panel = useRightPanel();
  return (
    <PlainGroup gap="xs" wrap="nowrap">
      <div style={{ flex: 1, minWidth: 0 }}>
        <GlobalSearch />
      </div>
      <Hint label={t('openPanel')}>
        {/* On a phone the menu's « Favoris » entry leaves the header room for the search. */}
        <PlainActionIcon variant="default" size="lg" visibleFrom="sm" aria-label={t('openPanel')} onClick={() => panel.toggle({ kind: 'favorites', content: <FavoritesPanel /> })}>
          <SpriteIcon name="heart" size={18} />
        </PlainActionIcon>
      </Hint>
      <NotificationsBell />
    </PlainGroup>
  );
}
