import { Stack, Title } from '@mantine/core';
import { getTranslations } from 'next-intl/server';
import { FavoritesList } from '@/components/favorites/favorites-list';
import { ErrorNotice } from '@/components/notices/error-notice';
import { listFavorites } from '@/lib/partner/favorites';
import { load } from '@/lib/page-data/load';
import { requireSession } from '@/lib/auth/session';

export async function generateMetadata() {
  return { title: (await getTranslations('favorites'))('title') };
}

// GET /favoris – the adviser's favourite programmes and funds
export default async function Page() {
  const session = await requireSession();
  const [t, te, favorites] = await Promise.all([getTranslations('favorites'), getTranslations('errors'), load(listFavorites(session.accessToken))]);
  return (
    <Stack gap="lg">
      <Title order={1}>{t('title')}</Title>
      {favorites.ok ? <FavoritesList initial={favorites.value} /> : <ErrorNotice title={te('title')} message={te('favoritesLoad')} />}
    </Stack>
  );
}
