import 'server-only';
import { z } from 'zod';
import { isValidRevalidation, SIGNATURE_HEADER, TIMESTAMP_HEADER } from '@/contract/catalogue-revalidation';
import { env } from '@/lib/env';
import { messages } from '@/contract/messages';
import { catalogueCache } from './catalogue-cache';
import { pageSnapshots } from '@/lib/page-snapshots/snapshot-store';

const bodySchema = z.object({ tags: z.array(z.string().min(1).max(200)).min(1).max(1_000) });

/** Checks the signature, then drops the catalogue entries of the tags the body names, and every kept page. */
export async function revalidationAnswer(request: Request, secret: string = env.REVALIDATE_SECRET, now = Date.now()): Promise<Response> {
  const body = await request.text();
  const signed = {
    timestamp: request.headers.get(TIMESTAMP_HEADER),
    signature: request.headers.get(SIGNATURE_HEADER),
    body,
  };
  if (!secret || !isValidRevalidation(secret, signed, now)) {
    return Response.json({ message: messages.cache.badSignature }, { status: 401 });
  }
  let parsed: z.infer<typeof bodySchema> | undefined;
  try {
    parsed = bodySchema.parse(JSON.parse(body));
  } catch {
    parsed = undefined;
  }
  if (!parsed) return Response.json({ message: messages.cache.badBody }, { status: 422 });
  const dropped = catalogueCache().invalidate(parsed.tags);
  // Pages show the adviser's own state and the lots' live statuses too: any change the API announces drops them all.
  pageSnapshots().clear();
  return Response.json({ dropped });
}
