'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { notifyError } from '@/components/notices/notify';
import { unwrap } from '@/lib/actions/action-result';
import { toggleFavoriteAction } from '@/lib/favorites/actions';
import { queryKeys } from '@/lib/client-data/query-keys';

/**
 * One programme's favourite flag, shared by every button showing it (card, page, panel). The toggle is
 * optimistic and rolls back with the 'Impossible de modifier vos favoris' notice when the API refuses.
 */
function useBrowserFavorite(id: number, initial: boolean) {
  const te = useTranslations('errors');
  const queryClient = useQueryClient();
  const { data: favorite = initial } = useQuery({
    queryKey: queryKeys.favorite(id),
    queryFn: () => initial,
    initialData: initial,
    enabled: false,
    staleTime: Infinity,
  });

  const mutation = useMutation({
    mutationFn: async (next: boolean) => {
      const answer = unwrap(await toggleFavoriteAction(id));
      // Two quick clicks may cross: the server's answer is the truth.
      if (answer.is_favorite !== next) queryClient.setQueryData(queryKeys.favorite(id), answer.is_favorite);
      return answer;
    },
    onMutate: async (next: boolean) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.favorite(id) });
      const previous = queryClient.getQueryData<boolean>(queryKeys.favorite(id)) ?? initial;
      queryClient.setQueryData(queryKeys.favorite(id), next);
      return { previous };
    },
    onError: (_error, _next, context) => {
      queryClient.setQueryData(queryKeys.favorite(id), context?.previous ?? initial);
      notifyError(te('favoritesChange'));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.favorites }),
  });

  return { favorite, toggle: () => mutation.mutate(!favorite), pending: mutation.isPending };
}

/**
 * The flag as the server renders it: the page's own. The shared query and the toggle's mutation only serve the
 * browser, and a list renders a dozen hearts on every server render.
 */
function useServerFavorite(_id: number, initial: boolean): ReturnType<typeof useBrowserFavorite> {
  return { favorite: initial, toggle: () => undefined, pending: false };
}

export const useFavorite = typeof window === 'undefined' ? useServerFavorite : useBrowserFavorite;
