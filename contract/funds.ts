import { z } from 'zod';
import { messages } from './messages';
import { FUND_SORTS } from './catalogue-values';
import { pagingQuery, laravelPageSchema } from './paging';

const m = messages.api.funds;
const c = messages.api.catalogue;

export const fundCardSchema = z.object({
  id: z.number().int(),
  kind: z.literal('fund'),
  type: z.literal('fonds'),
  name: z.string(),
  manager: z.string(),
  category: z.string(),
  description: z.string(),
  photo: z.string().nullable(),
  min_subscription: z.number(),
  share_price: z.number(),
  yield: z.number().nullable(),
  risk_level: z.number().int(),
  entry_fees: z.number().nullable(),
  models_count: z.number().int(),
  is_favorite: z.boolean(),
});
export type FundCard = z.infer<typeof fundCardSchema>;

export const fundModelSchema = z.object({
  id: z.number().int(),
  fund_id: z.number().int(),
  fund_name: z.string().optional(),
  name: z.string(),
  description: z.string(),
  min_amount: z.number(),
  allocation: z.array(z.object({ label: z.string(), percent: z.number() })),
});
export type FundModel = z.infer<typeof fundModelSchema>;

export const fundDocumentSchema = z.object({ id: z.number().int(), kind: z.string(), title: z.string(), url: z.string() });
export type FundDocument = z.infer<typeof fundDocumentSchema>;

export const fundDetailSchema = fundCardSchema.extend({
  photos: z.array(z.string()),
  models: z.array(fundModelSchema),
  documents: z.array(fundDocumentSchema),
});
export type Fund = z.infer<typeof fundDetailSchema>;

/** GET fonds: one page of funds and the categories the filter offers. */
export const fundListSchema = z.object({ data: laravelPageSchema(fundCardSchema), categories: z.array(z.string()) });

/** The filters of `GET fonds`, paged by 12. */
export const fundListQuerySchema = z.object({
  ...pagingQuery(12),
  q: z.string().trim().max(100, c.queryTooLong).optional(),
  category: z.string().trim().max(60).optional(),
  yield_min: z.coerce.number({ error: c.yield }).min(0, c.yield).max(100, c.yield).optional(),
  min_subscription_max: z.coerce.number({ error: m.amount }).int(m.amount).min(0, m.amount).max(100_000_000).optional(),
  risk_max: z.coerce.number({ error: m.risk }).int().min(1, m.risk).max(7, m.risk).optional(),
  sort: z.enum(FUND_SORTS, { error: c.sort }).default('name'),
});
