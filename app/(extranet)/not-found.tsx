import { ErrorScreen } from '@/components/errors/error-screen';
import { getRequestPath } from '@/lib/request-context';

// notFound() from an adviser's screen (a missing id, a screen left out of the menu): the frame stays around it.
export default async function NotFound() {
  return <ErrorScreen kind="not-found" path={await getRequestPath()} framed />;
}
