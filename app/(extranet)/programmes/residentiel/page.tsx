import { getTranslations } from 'next-intl/server';
import { ProgrammeList } from '../_components/programme-list';

export async function generateMetadata() {
  return { title: (await getTranslations('programmes.title'))('residentiel') };
}

// GET /programmes/residentiel – residentiel programmes, filtered from the URL
export default async function Page({ searchParams }: PageProps<'/programmes/residentiel'>) {
  const t = await getTranslations('programmes.title');
  return <ProgrammeList type="residentiel" pathname="/programmes/residentiel" searchParams={await searchParams} title={t('residentiel')} />;
}
