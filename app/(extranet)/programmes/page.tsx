import { getTranslations } from 'next-intl/server';
import { ProgrammeList } from './_components/programme-list';
import { getCurrentBrand } from '@/lib/brand/current-brand';
import { FundsOverview } from './_components/funds-overview';

export async function generateMetadata() {
  return { title: (await getTranslations('programmes.title'))('all') };
}

// GET /programmes – every programme type; brand lrp also sees the funds here (SPEC §4: lrp loads all three types)
export default async function Page({ searchParams }: PageProps<'/programmes'>) {
  const [t, brand, query] = await Promise.all([getTranslations('programmes.title'), getCurrentBrand(), searchParams]);
  return (
    <ProgrammeList pathname="/programmes" searchParams={query} title={t('all')}>
      {brand.code === 'lrp' && <FundsOverview />}
    </ProgrammeList>
  );
}
