import { ResidencePage, residenceMetadata } from '../../_components/residence-page';
import { parseId } from '@/lib/page-data/load';

export async function generateMetadata({ params }: PageProps<'/programmes/residence/[id]'>) {
  return residenceMetadata(parseId((await params).id));
}

// GET /programmes/residence/{id} – a residence with its facets, lot grid and neighbourhood
export default async function Page({ params }: PageProps<'/programmes/residence/[id]'>) {
  return <ResidencePage id={parseId((await params).id)} route="residence" />;
}
