import { Stack, Title } from '@mantine/core';
import { getTranslations } from 'next-intl/server';
import { ContentCards } from '@/components/content/content-cards';
import { ErrorNotice } from '@/components/notices/error-notice';
import { cachedMarketGuides } from '@/lib/cache/content';
import { loadExtranetShell } from '@/lib/page-data/extranet-shell';
import { listLaws } from '@/lib/partner/content';
import { load } from '@/lib/page-data/load';
import { requireSession } from '@/lib/auth/session';

export async function generateMetadata() {
  return { title: (await getTranslations('content'))('guides.title') };
}

// GET /guides-marches – market guides to download, then the tax schemes explained
export default async function Page() {
  const session = await requireSession();
  const [t, te, guides, laws] = await Promise.all([
    getTranslations('content'),
    getTranslations('errors'),
    load(cachedMarketGuides((await loadExtranetShell()).catalogueScope, session.accessToken, { per_page: 50 })),
    load(listLaws(session.accessToken, { per_page: 50 })),
  ]);
  return (
    <Stack gap="xl">
      <Title order={1}>{t('guides.title')}</Title>
      {!guides.ok && <ErrorNotice title={te('title')} message={t('guides.error')} />}
      {!laws.ok && <ErrorNotice title={te('title')} message={t('guides.lawsError')} />}
      <Stack gap="md" component="section" aria-labelledby="guides-markets">
        <Title order={2} id="guides-markets">
          {t('guides.guides')}
        </Title>
        {guides.ok && <ContentCards items={guides.value.data.data} headingLevel={3} />}
      </Stack>
      <Stack gap="md" component="section" aria-labelledby="guides-laws">
        <Title order={2} id="guides-laws">
          {t('guides.laws')}
        </Title>
        {laws.ok && <ContentCards items={laws.value.data.data} headingLevel={3} />}
      </Stack>
    </Stack>
  );
}
