import { ResidencePage, residenceMetadata } from '../../_components/residence-page';
import { parseId } from '@/lib/page-data/load';

export async function generateMetadata({ params }: PageProps<'/programmes/LMNP/[id]'>) {
  return residenceMetadata(parseId((await params).id));
}

// GET /programmes/LMNP/{id} – a residence with its facets, lot grid and neighbourhood
export default async function Page({ params }: PageProps<'/programmes/LMNP/[id]'>) {
  return <ResidencePage id={parseId((await params).id)} route="LMNP" />;
}
