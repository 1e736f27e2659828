import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { pageParam } from '@/components/content/paged-cards';
import { isPeCategory, PeDocuments } from '../_components/pe-documents';

export async function generateMetadata() {
  return { title: (await getTranslations('content'))('documentsPe.title') };
}

// GET /documents-pe/{fonds|client|fonds-update} – the private-equity documents of one category
export default async function Page({ params, searchParams }: PageProps<'/documents-pe/[categorie]'>) {
  const { categorie } = await params;
  if (!isPeCategory(categorie)) notFound();
  return <PeDocuments category={categorie} page={pageParam((await searchParams).page)} />;
}
