import { z } from '@hono/zod-openapi';
import type { DisputeDetail, FollowUpDetail, SaleDetail } from '../db/queries/sales';
import { fill, messages } from '../../contract/messages';

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);
const clientRef = z.object({ id: z.number().int(), prenom: z.string(), nom: z.string() }).nullable();
const clientOf = (row: { id: number; prenom: string; nom: string } | null) => (row ? { id: row.id, prenom: row.prenom, nom: row.nom } : null);

export const saleSchema = z
  .object({
    id: z.number().int(),
    status: z.enum(['reserved', 'signed', 'acte', 'cancelled']),
    amount: z.number().int(),
    commission: z.number().int(),
    created_at: z.string(),
    signed_at: z.string().nullable(),
    acte_at: z.string().nullable(),
    client: clientRef,
    product: z.object({
      kind: z.enum(['lot', 'fonds']),
      label: z.string(),
      residence_id: z.number().int().nullable(),
      lot_id: z.number().int().nullable(),
      fund_id: z.number().int().nullable(),
    }),
  })
  .openapi('Vente');

export function saleView({ sale, client, lot, residence, fund }: SaleDetail): z.infer<typeof saleSchema> {
  return {
    id: sale.id,
    status: sale.status,
    amount: sale.amount,
    commission: sale.commission,
    created_at: sale.createdAt.toISOString(),
    signed_at: iso(sale.signedAt),
    acte_at: iso(sale.acteAt),
    client: clientOf(client),
    product: {
      kind: fund ? 'fonds' : 'lot',
      label: fund ? fund.name : fill(messages.api.selling.saleLabel, { residence: residence?.name ?? messages.api.selling.residence, lot: lot?.reference ?? '?' }),
      residence_id: residence?.id ?? null,
      lot_id: lot?.id ?? null,
      fund_id: fund?.id ?? null,
    },
  };
}

export const followUpSchema = z
  .object({
    id: z.number().int(),
    kind: z.string(),
    title: z.string(),
    note: z.string().nullable(),
    status: z.enum(['todo', 'in_progress', 'done']),
    due_at: z.string().nullable(),
    done_at: z.string().nullable(),
    created_at: z.string(),
    sale_id: z.number().int().nullable(),
    client: clientRef,
  })
  .openapi('Suivi');

export function followUpView({ followUp, client }: FollowUpDetail): z.infer<typeof followUpSchema> {
  return {
    id: followUp.id,
    kind: followUp.kind,
    title: followUp.title,
    note: followUp.note,
    status: followUp.status,
    due_at: iso(followUp.dueAt),
    done_at: iso(followUp.doneAt),
    created_at: followUp.createdAt.toISOString(),
    sale_id: followUp.saleId,
    client: clientOf(client),
  };
}

export const disputeSchema = z
  .object({
    id: z.number().int(),
    subject: z.string(),
    description: z.string(),
    status: z.enum(['open', 'in_progress', 'closed']),
    opened_at: z.string(),
    closed_at: z.string().nullable(),
    sale_id: z.number().int().nullable(),
    client: clientRef,
  })
  .openapi('Litige');

export function disputeView({ dispute, client }: DisputeDetail): z.infer<typeof disputeSchema> {
  return {
    id: dispute.id,
    subject: dispute.subject,
    description: dispute.description,
    status: dispute.status,
    opened_at: dispute.openedAt.toISOString(),
    closed_at: iso(dispute.closedAt),
    sale_id: dispute.saleId,
    client: clientOf(client),
  };
}
