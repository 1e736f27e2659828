import { PageLoader } from '@/components/ui/page-loader';

export default function Loading() {
  return <PageLoader />;
}
