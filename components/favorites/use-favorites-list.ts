'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { notifyError } from '@/components/notices/notify';
import { unwrap } from '@/lib/action-result';
import type { Favorite } from '@/lib/partner/favorites';
import { listFavoritesAction } from '@/lib/favorites/actions';
import { queryKeys } from '@/lib/query-keys';

/** GET favorites through a server action; 'Impossible de charger vos favoris' on failure. */
export function useFavoritesList(initialData?: Favorite[]) {
  const te = useTranslations('errors');
  const query = useQuery({
    queryKey: queryKeys.favorites,
    queryFn: async () => {
      const result = await listFavoritesAction();
      return unwrap(result);
    },
    initialData,
  });
  useEffect(() => {
    if (query.isError) notifyError(te('favoritesLoad'));
  }, [query.isError, te]);
  return query;
}
