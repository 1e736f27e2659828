import { getTranslations } from 'next-intl/server';
import { pageParam } from '@/components/content/paged-cards';
import { PeDocuments } from './_components/pe-documents';

export async function generateMetadata() {
  return { title: (await getTranslations('content'))('documentsPe.title') };
}

// GET /documents-pe – every private-equity document
export default async function Page({ searchParams }: PageProps<'/documents-pe'>) {
  return <PeDocuments page={pageParam((await searchParams).page)} />;
}
