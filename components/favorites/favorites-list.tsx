'use client';

import { SimpleGrid } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { FundCard } from '@/components/programmes/fund-card';
import { ResidenceCard } from '@/components/programmes/residence-card';
import type { Favorite } from '@/lib/partner/favorites';
import { useFavoritesList } from './use-favorites-list';
import { EmptyState } from '@/components/ui/empty-state';
import { ButtonLink } from '@/components/programmes/button-link';

/** The favourites page grid; it follows the toggles made anywhere (shared query cache). */
export function FavoritesList({ initial }: { initial: Favorite[] }) {
  const t = useTranslations('favorites');
  const te = useTranslations('emptyStates');
  const { data = [] } = useFavoritesList(initial);
  if (!data.length) return <EmptyState title={t('empty')} description={te('favorites')} action={<ButtonLink href="/programmes">{te('seeProgrammes')}</ButtonLink>} />;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {data.map((favorite) =>
        favorite.kind === 'residence' ? (
          <li key={`r-${favorite.residence.id}`}>
            <ResidenceCard residence={favorite.residence} headingLevel={2} />
          </li>
        ) : (
          <li key={`f-${favorite.fund.id}`}>
            <FundCard fund={favorite.fund} headingLevel={2} />
          </li>
        ),
      )}
    </SimpleGrid>
  );
}
