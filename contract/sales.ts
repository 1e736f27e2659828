import { z } from 'zod';
import { pagedSchema, pagingQuery } from './paging';

export const SALE_STATUSES = ['reserved', 'signed', 'acte', 'cancelled'] as const;
export const FOLLOW_UP_STATUSES = ['todo', 'in_progress', 'done'] as const;
export const DISPUTE_STATUSES = ['open', 'in_progress', 'closed'] as const;

const clientRefSchema = z.object({ id: z.number().int(), prenom: z.string(), nom: z.string() }).nullable();

export const saleSchema = z.object({
  id: z.number().int(),
  status: z.enum(SALE_STATUSES),
  amount: z.number().int(),
  commission: z.number().int(),
  created_at: z.string(),
  signed_at: z.string().nullable(),
  acte_at: z.string().nullable(),
  client: clientRefSchema,
  product: z.object({
    kind: z.enum(['lot', 'fonds']),
    label: z.string(),
    residence_id: z.number().int().nullable(),
    lot_id: z.number().int().nullable(),
    fund_id: z.number().int().nullable(),
  }),
});
export type Sale = z.infer<typeof saleSchema>;

export const followUpSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  title: z.string(),
  note: z.string().nullable(),
  status: z.enum(FOLLOW_UP_STATUSES),
  due_at: z.string().nullable(),
  done_at: z.string().nullable(),
  created_at: z.string(),
  sale_id: z.number().int().nullable(),
  client: clientRefSchema,
});
export type FollowUp = z.infer<typeof followUpSchema>;

export const disputeSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  description: z.string(),
  status: z.enum(DISPUTE_STATUSES),
  opened_at: z.string(),
  closed_at: z.string().nullable(),
  sale_id: z.number().int().nullable(),
  client: clientRefSchema,
});
export type Dispute = z.infer<typeof disputeSchema>;

/** The three lists of the sales screens, by their path, and what each row is. */
export type RecordKind = 'ventes' | 'suivis' | 'litiges';
export type SalesRecord = Sale | FollowUp | Dispute;

export const salePageSchema = pagedSchema(saleSchema);
export const followUpPageSchema = pagedSchema(followUpSchema);
export const disputePageSchema = pagedSchema(disputeSchema);

/** Sales, follow-ups and disputes are paged by 20; sales filter by one status. */
export const salesListQuerySchema = z.object(pagingQuery(20));
export const saleListQuerySchema = salesListQuerySchema.extend({ status: z.enum(SALE_STATUSES).optional() });
