import 'server-only';
import { disputePageSchema, disputeSchema, followUpPageSchema, followUpSchema, salePageSchema, saleSchema } from '@/contract/sales';
import { partnerJson } from './client';
import { dataAnswer } from './data-answer';

const saleAnswer = dataAnswer(saleSchema);
const followUpAnswer = dataAnswer(followUpSchema);
const disputeAnswer = dataAnswer(disputeSchema);

export type { Dispute, FollowUp, RecordKind, Sale, SalesRecord } from '@/contract/sales';

type Paging = { page?: number; per_page?: number };

// GET ventes
export const listSales = (token: string, query: Paging = {}) => partnerJson('ventes', { token, query, answer: salePageSchema });
// GET ventes/{id}
export const getSale = (token: string, id: number) => partnerJson(`ventes/${id}`, { token, answer: saleAnswer });
// GET suivis
export const listFollowUps = (token: string, query: Paging = {}) => partnerJson('suivis', { token, query, answer: followUpPageSchema });
// GET suivis/{id}
export const getFollowUp = (token: string, id: number) => partnerJson(`suivis/${id}`, { token, answer: followUpAnswer });
// GET litiges
export const listDisputes = (token: string, query: Paging = {}) => partnerJson('litiges', { token, query, answer: disputePageSchema });
// GET litiges/{id}
export const getDispute = (token: string, id: number) => partnerJson(`litiges/${id}`, { token, answer: disputeAnswer });
