import 'server-only';
import { partnerJson } from './client';
import type { PagedResponse } from './paging';

type ClientRef = { id: number; prenom: string; nom: string } | null;

export interface Sale {
  id: number;
  status: 'reserved' | 'signed' | 'acte' | 'cancelled';
  amount: number;
  commission: number;
  created_at: string;
  signed_at: string | null;
  acte_at: string | null;
  client: ClientRef;
  product: { kind: 'lot' | 'fonds'; label: string; residence_id: number | null; lot_id: number | null; fund_id: number | null };
}

export interface FollowUp {
  id: number;
  kind: string;
  title: string;
  note: string | null;
  status: 'todo' | 'in_progress' | 'done';
  due_at: string | null;
  done_at: string | null;
  created_at: string;
  sale_id: number | null;
  client: ClientRef;
}

export interface Dispute {
  id: number;
  subject: string;
  description: string;
  status: 'open' | 'in_progress' | 'closed';
  opened_at: string;
  closed_at: string | null;
  sale_id: number | null;
  client: ClientRef;
}

type Paging = { page?: number; per_page?: number };

// GET ventes
export const listSales = (token: string, query: Paging = {}) => partnerJson<PagedResponse<Sale>>('ventes', { token, query });
// GET ventes/{id}
export const getSale = (token: string, id: number) => partnerJson<{ data: Sale }>(`ventes/${id}`, { token });
// GET suivis
export const listFollowUps = (token: string, query: Paging = {}) => partnerJson<PagedResponse<FollowUp>>('suivis', { token, query });
// GET suivis/{id}
export const getFollowUp = (token: string, id: number) => partnerJson<{ data: FollowUp }>(`suivis/${id}`, { token });
// GET litiges
export const listDisputes = (token: string, query: Paging = {}) => partnerJson<PagedResponse<Dispute>>('litiges', { token, query });
// GET litiges/{id}
export const getDispute = (token: string, id: number) => partnerJson<{ data: Dispute }>(`litiges/${id}`, { token });
