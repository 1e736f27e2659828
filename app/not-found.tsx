import { DeferredErrorScreen } from '@/components/errors/deferred-error-screen';
import { ExtranetFrame } from '@/components/layout/extranet-frame';
import { getRequestPath } from '@/lib/http/request-context';
import { readSession } from '@/lib/auth/session';

// Unknown paths: HTTP 404, with the path and the adviser's frame for a logged-in adviser.
export default async function NotFound() {
  const session = await readSession();
  if (!session) return <DeferredErrorScreen kind="not-found" loggedOut />;
  if (session.staff) return <DeferredErrorScreen kind="not-found" path={await getRequestPath()} />;
  return (
    <ExtranetFrame>
      <DeferredErrorScreen kind="not-found" framed />
    </ExtranetFrame>
  );
}
