'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { notifyError } from '@/components/notices/notify';
import type { Favorite } from '@/lib/partner/favorites';
import { queryKeys } from '@/lib/client-data/query-keys';
import { fetchRead } from '@/lib/client-data/fetch-read';

/** GET favorites; 'Impossible de charger vos favoris' on failure. */
export function useFavoritesList(initialData?: Favorite[]) {
  const te = useTranslations('errors');
  const query = useQuery({
    queryKey: queryKeys.favorites,
    queryFn: () => fetchRead('favorites'),
    initialData,
  });
  useEffect(() => {
    if (query.isError) notifyError(te('favoritesLoad'));
  }, [query.isError, te]);
  return query;
}
