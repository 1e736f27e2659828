import { z } from '@hono/zod-openapi';
import type { ContentRow } from '../db/queries/content';
import { pageOf } from '../selling/shapes';

/** Published content as every content list answers it (news, events, webinars, guides, agenda…). */
export const contentSchema = z
  .object({
    id: z.number().int(),
    kind: z.string(),
    category: z.string().nullable(),
    title: z.string(),
    summary: z.string(),
    body: z.string().nullable(),
    image_url: z.string().nullable(),
    url: z.string().nullable(),
    starts_at: z.string().nullable(),
    duration_minutes: z.number().int().nullable(),
    published_at: z.string(),
  })
  .openapi('ContentItem');
export const contentPage = pageOf(contentSchema, 'ContentPage');

export const contentView = (row: ContentRow) => ({
  id: row.id,
  kind: row.kind,
  category: row.category,
  title: row.title,
  summary: row.summary,
  body: row.body,
  image_url: row.imageUrl,
  url: row.url,
  starts_at: row.startsAt?.toISOString() ?? null,
  duration_minutes: row.durationMinutes,
  published_at: row.publishedAt.toISOString(),
});
