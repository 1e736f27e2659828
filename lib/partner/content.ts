import 'server-only';
import { contentPageSchema, contentSchema, type PeDocumentCategory, type TrainingCategory } from '@/contract/content';
import { partnerJson, type PartnerCaller } from './client';
import { dataAnswer } from './data-answer';

export type { ContentItem, PeDocumentCategory, TrainingCategory } from '@/contract/content';

type Paging = { page?: number; per_page?: number };
const contentAnswerSchema = dataAnswer(contentSchema);
const list = (path: string, token: PartnerCaller, query: Paging & Record<string, string | number | undefined> = {}) =>
  partnerJson(path, { token, query, answer: contentPageSchema });

// GET webinaires – webinars, the next one first
export const listWebinars = (token: PartnerCaller, query: Paging = {}) => list('webinaires', token, query);

// GET evenements – events, the next one first
export const listEvents = (token: PartnerCaller, query: Paging = {}) => list('evenements', token, query);

// GET guides-marches – market guides
export const listMarketGuides = (token: PartnerCaller, query: Paging = {}) => list('guides-marches', token, query);

// GET lois – tax schemes
export const listLaws = (token: PartnerCaller, query: Paging = {}) => list('lois', token, query);

// GET actualites – news of the adviser's brand
export const listNews = (token: PartnerCaller, query: Paging = {}) => list('actualites', token, query);

// GET actualites/{id} – one news item
export function getNewsItem(token: PartnerCaller, id: number) {
  return partnerJson(`actualites/${id}`, { token, answer: contentAnswerSchema });
}

// GET formations – trainings, all or one category
export const listTrainings = (token: PartnerCaller, query: Paging & { categorie?: TrainingCategory } = {}) => list('formations', token, query);

// GET formations/{id} – one training
export function getTraining(token: PartnerCaller, id: number) {
  return partnerJson(`formations/${id}`, { token, answer: contentAnswerSchema });
}

// GET documents-pe – private-equity documents, all or one category
export const listPeDocuments = (token: PartnerCaller, query: Paging & { categorie?: PeDocumentCategory } = {}) => list('documents-pe', token, query);
