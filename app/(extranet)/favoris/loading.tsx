import { getTranslations } from 'next-intl/server';
import { CardsPageSkeleton } from '@/components/ui/skeletons/cards-page-skeleton';

export default async function Loading() {
  return <CardsPageSkeleton title={(await getTranslations('favorites'))('title')} />;
}
