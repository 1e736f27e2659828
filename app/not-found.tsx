import { ErrorScreen } from '@/components/errors/error-screen';
import { getRequestPath } from '@/lib/request-context';
import { readSession } from '@/lib/session';

// Unknown paths and notFound() calls: HTTP 404, with the path only for a logged-in adviser.
export default async function NotFound() {
  const session = await readSession();
  if (!session) return <ErrorScreen kind="not-found" loggedOut />;
  return <ErrorScreen kind="not-found" path={await getRequestPath()} />;
}
