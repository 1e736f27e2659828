import { Stack, Title } from '@mantine/core';
import { getTranslations } from 'next-intl/server';
import { ContentCards } from '@/components/content/content-cards';
import { ErrorNotice } from '@/components/notices/error-notice';
import { cachedNews } from '@/lib/cache/content';
import { loadExtranetShell } from '@/lib/page-data/extranet-shell';
import { load } from '@/lib/page-data/load';
import { requireSession } from '@/lib/auth/session';

/** The three latest news items of the adviser's brand. */
export async function HomeNews() {
  const session = await requireSession();
  const { catalogueScope } = await loadExtranetShell();
  const [t, te, news] = await Promise.all([getTranslations('content'), getTranslations('errors'), load(cachedNews(catalogueScope, session.accessToken, { per_page: 3 }))]);
  return (
    <Stack gap="sm" component="section" aria-labelledby="home-news">
      <Title order={2} size="h3" id="home-news">
        {t('news.title')}
      </Title>
      {news.ok ? <ContentCards items={news.value.data.data} headingLevel={3} detailHref={(item) => `/actualites/${item.id}`} /> : <ErrorNotice title={te('title')} message={te('news')} />}
    </Stack>
  );
}
