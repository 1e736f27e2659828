import { Stack } from '@mantine/core';
import { getTranslations } from 'next-intl/server';
import { ContentArticle } from '@/components/content/content-article';
import { ErrorNotice } from '@/components/notices/error-notice';
import { ButtonLink } from '@/components/programmes/button-link';
import { cachedNewsItem } from '@/lib/cache/content';
import { loadExtranetShell } from '@/lib/page-data/extranet-shell';
import { load, parseId } from '@/lib/page-data/load';
import { requireSession } from '@/lib/auth/session';

export async function generateMetadata() {
  return { title: (await getTranslations('content'))('news.title') };
}

// GET /actualites/{id} – one news item of the adviser's brand
export default async function Page({ params }: PageProps<'/actualites/[id]'>) {
  const id = parseId((await params).id);
  const session = await requireSession();
  const { catalogueScope } = await loadExtranetShell();
  const [t, te, item] = await Promise.all([
    getTranslations('content'),
    getTranslations('errors'),
    load(cachedNewsItem(catalogueScope, session.accessToken, id), { notFoundOn404: true }),
  ]);
  return (
    <Stack gap="lg">
      <ButtonLink href="/" variant="subtle" size="sm" style={{ width: 'fit-content' }}>
        {t('news.back')}
      </ButtonLink>
      {item.ok ? <ContentArticle item={item.value.data} /> : <ErrorNotice title={te('title')} message={t('news.error')} />}
    </Stack>
  );
}
