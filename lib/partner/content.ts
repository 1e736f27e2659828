import 'server-only';
import { partnerJson } from './client';
import type { PagedResponse } from './paging';

export type TrainingCategory = 'ia' | 'immobilier';
export type PeDocumentCategory = 'fonds' | 'client' | 'fonds-update';

export interface ContentItem {
  id: number;
  kind: string;
  category: string | null;
  title: string;
  summary: string;
  body: string | null;
  image_url: string | null;
  /** Path of the file on this site (`/documents/…`), when there is one. */
  url: string | null;
  starts_at: string | null;
  duration_minutes: number | null;
  published_at: string;
}

type Paging = { page?: number; per_page?: number };
const list = (path: string, token: string, query: Paging & Record<string, string | number | undefined> = {}) =>
  partnerJson<PagedResponse<ContentItem>>(path, { token, query });

// GET webinaires – webinars, the next one first
export const listWebinars = (token: string, query: Paging = {}) => list('webinaires', token, query);

// GET evenements – events, the next one first
export const listEvents = (token: string, query: Paging = {}) => list('evenements', token, query);

// GET guides-marches – market guides
export const listMarketGuides = (token: string, query: Paging = {}) => list('guides-marches', token, query);

// GET lois – tax schemes
export const listLaws = (token: string, query: Paging = {}) => list('lois', token, query);

// GET actualites – news of the adviser's brand
export const listNews = (token: string, query: Paging = {}) => list('actualites', token, query);

// GET actualites/{id} – one news item
export function getNewsItem(token: string, id: number) {
  return partnerJson<{ data: ContentItem }>(`actualites/${id}`, { token });
}

// GET formations – trainings, all or one category
export const listTrainings = (token: string, query: Paging & { categorie?: TrainingCategory } = {}) => list('formations', token, query);

// GET formations/{id} – one training
export function getTraining(token: string, id: number) {
  return partnerJson<{ data: ContentItem }>(`formations/${id}`, { token });
}

// GET documents-pe – private-equity documents, all or one category
export const listPeDocuments = (token: string, query: Paging & { categorie?: PeDocumentCategory } = {}) => list('documents-pe', token, query);
