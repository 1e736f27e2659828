export { CardsPageSkeleton as default } from '@/components/ui/skeletons/cards-page-skeleton';
