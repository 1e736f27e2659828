import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { getTranslations } from 'next-intl/server';
import { ErrorNotice } from '@/components/notices/error-notice';
import { ButtonLink } from '@/components/programmes/button-link';
import { formatDate } from '@/lib/format';
import { getTraining } from '@/lib/partner/content';
import { load, parseId } from '@/lib/load';
import { requireSession } from '@/lib/session';
import { isTrainingCategory } from '../../_components/training-list';

/** One read per request, shared by the metadata and the page. */
const loadTraining = cache((token: string, id: number) => load(getTraining(token, id), { notFoundOn404: true }));

export async function generateMetadata({ params }: PageProps<'/formations/[categorie]/[id]'>) {
  const { categorie, id } = await params;
  if (!isTrainingCategory(categorie)) notFound();
  const [t, training] = await Promise.all([getTranslations('content.trainings'), loadTraining((await requireSession()).accessToken, parseId(id))]);
  return { title: training.ok ? training.value.data.title : t('title') };
}

// GET /formations/{ia|immobilier}/{id} – one training; another category's id is not found here
export default async function Page({ params }: PageProps<'/formations/[categorie]/[id]'>) {
  const { categorie, id } = await params;
  if (!isTrainingCategory(categorie)) notFound();
  const trainingId = parseId(id);
  const session = await requireSession();
  const [t, te, training] = await Promise.all([
    getTranslations('content'),
    getTranslations('errors'),
    loadTraining(session.accessToken, trainingId),
  ]);
  if (training.ok && training.value.data.category !== categorie) notFound();
  const back = (
    <ButtonLink href={`/formations/${categorie}`} variant="subtle" size="sm" w="fit-content">
      {t('trainings.back')}
    </ButtonLink>
  );
  if (!training.ok) {
    return (
      <Stack gap="lg">
        {back}
        <ErrorNotice title={te('title')} message={t('trainings.error')} />
      </Stack>
    );
  }
  const item = training.value.data;
  return (
    <Stack gap="lg" component="article">
      {back}
      <Title order={1}>{item.title}</Title>
      <Group gap="xs">
        <Badge variant="light">{t(`trainings.categories.${categorie}`)}</Badge>
        {item.duration_minutes !== null && <Text size="sm">{t('trainings.length', { minutes: item.duration_minutes })}</Text>}
        <Text size="sm" c="dimmed">
          {t('published', { date: formatDate(item.published_at) })}
        </Text>
      </Group>
      <Text fw={500}>{item.summary}</Text>
      {item.body?.split(/\n{2,}/).map((paragraph, i) => <Text key={i}>{paragraph}</Text>)}
    </Stack>
  );
}
