import { z } from 'zod';
import { messages } from './messages';
import { pagedSchema, pagingQuery } from './paging';

const m = messages.api.content;

export const TRAINING_CATEGORIES = ['ia', 'immobilier'] as const;
export type TrainingCategory = (typeof TRAINING_CATEGORIES)[number];
export const PE_DOCUMENT_CATEGORIES = ['fonds', 'client', 'fonds-update'] as const;
export type PeDocumentCategory = (typeof PE_DOCUMENT_CATEGORIES)[number];

/** Published content as every content list answers it (news, events, webinars, guides, agenda…). */
export const contentSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  category: z.string().nullable(),
  title: z.string(),
  summary: z.string(),
  body: z.string().nullable(),
  image_url: z.string().nullable(),
  /** Path of the file on this site (`/documents/…`), when there is one. */
  url: z.string().nullable(),
  starts_at: z.string().nullable(),
  duration_minutes: z.number().int().nullable(),
  published_at: z.string(),
});
export type ContentItem = z.infer<typeof contentSchema>;

export const contentPageSchema = pagedSchema(contentSchema);

/** Content lists are paged by 20. */
export const contentQuerySchema = z.object(pagingQuery(20));
export const trainingQuerySchema = contentQuerySchema.extend({ categorie: z.enum(TRAINING_CATEGORIES, { error: m.trainingCategory }).optional() });
export const peDocumentQuerySchema = contentQuerySchema.extend({ categorie: z.enum(PE_DOCUMENT_CATEGORIES, { error: m.documentCategory }).optional() });
