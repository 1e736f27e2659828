import { getTranslations } from 'next-intl/server';
import { ProgrammeList } from '../_components/programme-list';

export async function generateMetadata() {
  return { title: (await getTranslations('programmes.title'))('impact') };
}

// GET /programmes/impacts – impact programmes (the plural route of the impact pages)
export default async function Page({ searchParams }: PageProps<'/programmes/impacts'>) {
  const t = await getTranslations('programmes.title');
  return <ProgrammeList type="impact" pathname="/programmes/impacts" searchParams={await searchParams} title={t('impact')} />;
}
