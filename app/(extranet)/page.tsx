import { Stack, Text, Title } from '@mantine/core';
import { getTranslations } from 'next-intl/server';
import { ErrorNotice } from '@/components/notices/error-notice';
import { pageTitle } from '@/lib/brand/brands';
import { getCurrentBrand } from '@/lib/brand/current-brand';
import { loadExtranetShell } from '@/lib/page-data/extranet-shell';
import { getHomeBlocks, getHomeBusiness, usedBlocks } from '@/lib/partner/home';
import { load } from '@/lib/page-data/load';
import { requireSession } from '@/lib/auth/session';
import { HomeBlockSection } from './_components/home-blocks';
import { HomeNews } from './_components/home-news';
import { HomeToday } from './_components/home-today';

/** Home carries the brand's title alone (`<CODE> Espace partenaire`, SPEC §1), not the template of inner pages. */
export async function generateMetadata() {
  return { title: { absolute: pageTitle((await getCurrentBrand()).code) } };
}

// GET / – the adviser's work surface: what needs doing today, their sales, clients and residences, latest news
export default async function HomePage() {
  const session = await requireSession();
  const [{ user }, brand, t, te, business, blocks] = await Promise.all([
    loadExtranetShell(),
    getCurrentBrand(),
    getTranslations('home'),
    getTranslations('errors'),
    load(getHomeBusiness(session.accessToken)),
    load(getHomeBlocks(session.accessToken)),
  ]);

  return (
    <Stack gap="xl">
      <div>
        <Title order={1}>{t('greeting', { name: `${user.prenom} ${user.nom}`.trim() })}</Title>
        <Text c="dimmed">{t('intro', { brand: brand.fullName })}</Text>
      </div>
      {(!business.ok || !blocks.ok) && <ErrorNotice title={te('title')} message={te('home')} />}
      {business.ok && <HomeToday business={business.value} />}
      {blocks.ok && usedBlocks(blocks.value).map((block) => <HomeBlockSection key={block.display.page} block={block} />)}
      <HomeNews />
    </Stack>
  );
}
