import '@hono/zod-openapi';
import * as contract from '../../contract/sales';
import { fill, messages } from '../../contract/messages';
import type { DisputeDetail, FollowUpDetail, SaleDetail } from '../db/queries/sales';

const m = messages.api.sales;
const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);
const clientOf = (row: { id: number; prenom: string; nom: string } | null) => (row ? { id: row.id, prenom: row.prenom, nom: row.nom } : null);

export const saleSchema = contract.saleSchema.openapi('Vente');

export function saleView({ sale, client, lot, residence, fund }: SaleDetail): contract.Sale {
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
      label: fund ? fund.name : fill(m.lotProduct, { residence: residence?.name ?? m.unknownResidence, lot: lot?.reference ?? '?' }),
      residence_id: residence?.id ?? null,
      lot_id: lot?.id ?? null,
      fund_id: fund?.id ?? null,
    },
  };
}

export const followUpSchema = contract.followUpSchema.openapi('Suivi');

export function followUpView({ followUp, client }: FollowUpDetail): contract.FollowUp {
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

export const disputeSchema = contract.disputeSchema.openapi('Litige');

export function disputeView({ dispute, client }: DisputeDetail): contract.Dispute {
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
