import { Stack, Text, Title } from '@mantine/core';
import { getTranslations } from 'next-intl/server';
import { getCurrentBrand } from '@/lib/current-brand';
import { loadExtranetShell } from '@/lib/extranet-shell';
import { HomeNews } from './_components/home-news';
import { HomeShortcuts } from './_components/home-shortcuts';

// GET / – the adviser's home: greeting and shortcuts to their menu, latest news (home blocks come from `accueil` later).
export default async function HomePage() {
  const [{ user, menu }, brand, t] = await Promise.all([
    loadExtranetShell(),
    getCurrentBrand(),
    getTranslations('home'),
  ]);

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('greeting', { name: `${user.prenom} ${user.nom}`.trim() })}</Title>
        <Text c="dimmed">{t('intro', { brand: brand.fullName })}</Text>
      </div>
      <section aria-labelledby="home-shortcuts">
        <Title order={2} size="h3" id="home-shortcuts" mb="sm">
          {t('shortcuts')}
        </Title>
        <HomeShortcuts entries={menu} />
      </section>
      <HomeNews />
    </Stack>
  );
}
