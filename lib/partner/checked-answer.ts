import 'server-only';
import { z } from 'zod';
import { PartnerApiError } from '@/lib/partner/errors';
import { logger } from '@/lib/log/logger';

/**
 * A 2xx answer checked against its contract schema: a partner API that deviates fails here, once, with a log
 * naming the call and the fields, rather than later inside a render.
 */
export function checkedAnswer<S extends z.ZodType>(path: string, schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  logger.error({ call: path, issues: z.prettifyError(parsed.error) }, 'réponse du partenaire hors contrat');
  throw new PartnerApiError(502, {}, 'contract');
}
