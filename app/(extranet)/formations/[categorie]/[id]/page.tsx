import { Stack } from '@mantine/core';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { getTranslations } from 'next-intl/server';
import { ContentArticle } from '@/components/content/content-article';
import { ErrorNotice } from '@/components/notices/error-notice';
import { ButtonLink } from '@/components/programmes/button-link';
import { cachedTraining } from '@/lib/cache/content';
import { loadExtranetShell } from '@/lib/page-data/extranet-shell';
import { load, parseId } from '@/lib/page-data/load';
import { requireSession } from '@/lib/auth/session';
import { isTrainingCategory } from '../../_components/training-list';

/** One read per request, shared by the metadata and the page. */
const loadTraining = cache(async (id: number) => {
  const session = await requireSession();
  const { catalogueScope } = await loadExtranetShell();
  return load(cachedTraining(catalogueScope, session.accessToken, id), { notFoundOn404: true });
});

export async function generateMetadata({ params }: PageProps<'/formations/[categorie]/[id]'>) {
  const { categorie, id } = await params;
  if (!isTrainingCategory(categorie)) notFound();
  const [t, training] = await Promise.all([getTranslations('content.trainings'), loadTraining(parseId(id))]);
  return { title: training.ok ? training.value.data.title : t('title') };
}

// GET /formations/{ia|immobilier}/{id} – one training; another category's id is not found here
export default async function Page({ params }: PageProps<'/formations/[categorie]/[id]'>) {
  const { categorie, id } = await params;
  if (!isTrainingCategory(categorie)) notFound();
  const trainingId = parseId(id);
  const [t, te, training] = await Promise.all([
    getTranslations('content'),
    getTranslations('errors'),
    loadTraining(trainingId),
  ]);
  if (training.ok && training.value.data.category !== categorie) notFound();
  return (
    <Stack gap="lg">
      <ButtonLink href={`/formations/${categorie}`} variant="subtle" size="sm" style={{ width: 'fit-content' }}>
        {t('trainings.back')}
      </ButtonLink>
      {training.ok ? (
        <ContentArticle item={training.value.data} badge={t(`trainings.categories.${categorie}`)} />
      ) : (
        <ErrorNotice title={te('title')} message={t('trainings.error')} />
      )}
    </Stack>
  );
}
