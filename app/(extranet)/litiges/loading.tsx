export { PageLoader as default } from '@/components/ui/page-loader';
