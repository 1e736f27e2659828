export { TablePageSkeleton as default } from '@/components/ui/skeletons/table-page-skeleton';
