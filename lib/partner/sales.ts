import 'server-only';
import { z } from 'zod';
import { disputePageSchema, disputeSchema, followUpPageSchema, followUpSchema, salePageSchema, saleSchema } from '@/contract/sales';
import { partnerJson } from './client';

export type { Dispute, FollowUp, RecordKind, Sale, SalesRecord } from '@/contract/sales';

type Paging = { page?: number; per_page?: number };

// GET ventes
export const listSales = (token: string, query: Paging = {}) => partnerJson('ventes', { token, query, answer: salePageSchema });
// GET ventes/{id}
export const getSale = (token: string, id: number) => partnerJson(`ventes/${id}`, { token, answer: z.object({ data: saleSchema }) });
// GET suivis
export const listFollowUps = (token: string, query: Paging = {}) => partnerJson('suivis', { token, query, answer: followUpPageSchema });
// GET suivis/{id}
export const getFollowUp = (token: string, id: number) => partnerJson(`suivis/${id}`, { token, answer: z.object({ data: followUpSchema }) });
// GET litiges
export const listDisputes = (token: string, query: Paging = {}) => partnerJson('litiges', { token, query, answer: disputePageSchema });
// GET litiges/{id}
export const getDispute = (token: string, id: number) => partnerJson(`litiges/${id}`, { token, answer: z.object({ data: disputeSchema }) });
