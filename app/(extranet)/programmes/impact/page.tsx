import { getTranslations } from 'next-intl/server';
import { ProgrammeList } from '../_components/programme-list';

export async function generateMetadata() {
  return { title: (await getTranslations('programmes.title'))('impact') };
}

// GET /programmes/impact – impact programmes, filtered from the URL
export default async function Page({ searchParams }: PageProps<'/programmes/impact'>) {
  const t = await getTranslations('programmes.title');
  return <ProgrammeList type="impact" pathname="/programmes/impact" searchParams={await searchParams} title={t('impact')} />;
}
