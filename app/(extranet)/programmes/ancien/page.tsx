import { getTranslations } from 'next-intl/server';
import { ProgrammeList } from '../_components/programme-list';

export async function generateMetadata() {
  return { title: (await getTranslations('programmes.title'))('ancien') };
}

// GET /programmes/ancien – ancien programmes, filtered from the URL
export default async function Page({ searchParams }: PageProps<'/programmes/ancien'>) {
  const t = await getTranslations('programmes.title');
  return <ProgrammeList type="ancien" pathname="/programmes/ancien" searchParams={await searchParams} title={t('ancien')} />;
}
