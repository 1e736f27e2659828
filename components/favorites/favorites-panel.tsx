'use client';

import { Anchor, Group, Loader, Stack, Text } from '@mantine/core';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { formatEuros } from '@/lib/format/format';
import { residenceHref } from '@/lib/programmes/filters';
import { FavoriteButton } from './favorite-button';
import { useFavoritesList } from './use-favorites-list';

/** The `favorites` kind of the right-hand panel: a compact list with links and toggles. */
export function FavoritesPanel() {
  const t = useTranslations('favorites');
  const tp = useTranslations('programmes');
  const { data, isPending, isError } = useFavoritesList();
  if (isPending) return <Loader size="sm" aria-label={t('loading')} />;
  if (isError) return <Text size="sm">{t('loadFailed')}</Text>;
  return (
    <Stack gap="sm">
      {data.length === 0 && <Text size="sm">{t('empty')}</Text>}
      {data.map((favorite) => {
        const item =
          favorite.kind === 'residence'
            ? { id: favorite.residence.id, name: favorite.residence.name, href: residenceHref(favorite.residence), initial: favorite.residence.is_favorite, line: `${tp(`types.${favorite.residence.type}`)} · ${favorite.residence.city} · ${tp('card.priceFrom', { price: formatEuros(favorite.residence.price_from) })}` }
            : { id: favorite.fund.id, name: favorite.fund.name, href: `/fonds/${favorite.fund.id}`, initial: favorite.fund.is_favorite, line: `${tp('types.fonds')} · ${favorite.fund.category}` };
        return (
          <Group key={`${favorite.kind}-${item.id}`} justify="space-between" wrap="nowrap" align="flex-start">
            <div>
              <Anchor component={Link} href={item.href} fw={600}>
                {item.name}
              </Anchor>
              <Text size="xs" c="dimmed">
                {item.line}
              </Text>
            </div>
            <FavoriteButton id={item.id} name={item.name} initial={item.initial} size="md" />
          </Group>
        );
      })}
      <Anchor component={Link} href="/favoris" size="sm">
        {t('seeAll')}
      </Anchor>
    </Stack>
  );
}
