import { getTranslations } from 'next-intl/server';
import { pageParam } from '@/components/content/paged-cards';
import { TrainingList } from './_components/training-list';

export async function generateMetadata() {
  return { title: (await getTranslations('content'))('trainings.title') };
}

// GET /formations – every training (IA and immobilier), newest first
export default async function Page({ searchParams }: PageProps<'/formations'>) {
  return <TrainingList page={pageParam((await searchParams).page)} />;
}
