import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { pageParam } from '@/components/content/paged-cards';
import { isTrainingCategory, TrainingList } from '../_components/training-list';

export async function generateMetadata({ params }: PageProps<'/formations/[categorie]'>) {
  const { categorie } = await params;
  const t = await getTranslations('content');
  return { title: isTrainingCategory(categorie) ? `${t('trainings.title')} – ${t(`trainings.categories.${categorie}`)}` : t('trainings.title') };
}

// GET /formations/{ia|immobilier} – the trainings of one category
export default async function Page({ params, searchParams }: PageProps<'/formations/[categorie]'>) {
  const { categorie } = await params;
  if (!isTrainingCategory(categorie)) notFound();
  return <TrainingList category={categorie} page={pageParam((await searchParams).page)} />;
}
