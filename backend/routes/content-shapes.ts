// Gives the contract's schemas their .openapi() names.
import '@hono/zod-openapi';
import * as contract from '../../contract/content';
import type { ContentRow } from '../db/queries/content';
import { pageOf } from '../selling/shapes';

export const contentSchema = contract.contentSchema.openapi('ContentItem');
export const contentPage = pageOf(contentSchema, 'ContentPage');

export const contentView = (row: ContentRow): contract.ContentItem => ({
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
