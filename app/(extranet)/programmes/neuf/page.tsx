import { getTranslations } from 'next-intl/server';
import { ProgrammeList } from '../_components/programme-list';

export async function generateMetadata() {
  return { title: (await getTranslations('programmes.title'))('neuf') };
}

// GET /programmes/neuf – neuf programmes, filtered from the URL
export default async function Page({ searchParams }: PageProps<'/programmes/neuf'>) {
  const t = await getTranslations('programmes.title');
  return <ProgrammeList type="neuf" pathname="/programmes/neuf" searchParams={await searchParams} title={t('neuf')} />;
}
