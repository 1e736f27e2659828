import { Stack, Title } from '@mantine/core';
import { getTranslations } from 'next-intl/server';
import { ContentCards } from '@/components/content/content-cards';
import { ErrorNotice } from '@/components/notices/error-notice';
import { listNews } from '@/lib/partner/content';
import { load } from '@/lib/load';
import { requireSession } from '@/lib/session';

/** The three latest news items of the adviser's brand. */
export async function HomeNews() {
  const session = await requireSession();
  const [t, te, news] = await Promise.all([getTranslations('content'), getTranslations('errors'), load(listNews(session.accessToken, { per_page: 3 }))]);
  return (
    <Stack gap="sm" component="section" aria-labelledby="home-news">
      <Title order={2} size="h3" id="home-news">
        {t('news.title')}
      </Title>
      {news.ok ? <ContentCards items={news.value.data.data} headingLevel={3} /> : <ErrorNotice title={te('title')} message={te('news')} />}
    </Stack>
  );
}
