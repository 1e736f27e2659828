import 'server-only';
import { getRequestId } from '@/lib/request-context';
import { pageSnapshots } from './snapshot-store';

/** A render that met a failure shows a notice for it: the app server must not answer that page again. */
export async function refusePageSnapshot(): Promise<void> {
  const requestId = await getRequestId();
  if (requestId) pageSnapshots().refuse(requestId);
}
