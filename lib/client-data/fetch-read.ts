import { firstFieldMessages } from '@/contract/field-errors';
import { ActionError } from '@/lib/partner/errors';
import type { ReadData, ReadName, ReadQuery } from './reads';

/**
 * Reads `name` through GET /api/reads/{name} from the browser. A failure is thrown as an `ActionError` carrying the
 * route's status (0 when the app could not be reached), so the query client retries only what may pass next time.
 */
export async function fetchRead<N extends ReadName>(name: N, query?: ReadQuery<N>): Promise<ReadData<N>> {
  const search = new URLSearchParams(Object.entries(query ?? {}).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])));
  const url = `/api/reads/${name}${search.size ? `?${search}` : ''}`;
  let response: Response;
  try {
    response = await fetch(url, { headers: { Accept: 'application/json' }, cache: 'no-store' });
  } catch {
    throw new ActionError(0);
  }
  const body = (await response.json().catch(() => null)) as { data?: unknown; message?: string; errors?: Record<string, string[]> } | null;
  if (!response.ok || !body) throw new ActionError(response.ok ? 502 : response.status, body?.message, firstFieldMessages(body?.errors ?? {}));
  return body.data as ReadData<N>;
}
