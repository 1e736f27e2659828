import { DeferredErrorScreen } from '@/components/errors/deferred-error-screen';

// forbidden() calls: HTTP 403 in French, instead of Next's English default that every page's payload carried.
export default function Forbidden() {
  return <DeferredErrorScreen kind="forbidden" />;
}
