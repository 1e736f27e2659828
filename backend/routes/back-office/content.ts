import { z } from '@hono/zod-openapi';
import {
  contentInputSchema,
  contentPreviewAnswerSchema,
  contentPreviewSchema,
  staffContentAnswerSchema,
  staffContentListSchema,
  staffContentSavedSchema,
  STAFF_CONTENT_KINDS,
  staffContentQuerySchema,
  TIMED_KINDS,
  DATED_KINDS,
  type StaffContentKind,
} from '../../../contract/back-office-content';
import { backOfficeText } from '../../../contract/back-office';
import type { StaffEnv } from '../../auth/with-staff';
import { richTextIsEmpty, sanitizeRichText } from '../../content/rich-text';
import { brandsConcerned, recordAudit } from '../../db/queries/back-office/audit';
import { findStaffContent, insertContent, listStaffContent, updateContent, type StaffContentRow } from '../../db/queries/back-office/content';
import type { DbOrTx } from '../../db/tx';
import type { Deps } from '../../deps';
import { ApiError, invalid } from '../../errors';
import { createRouter, idParam, json, jsonBody } from '../../http/openapi';
import { staffRoutes } from './shared';
import { messages } from '../../../contract/messages';

const savedAnswer = staffContentSavedSchema.openapi('StaffContentSaved');
const contentInput = contentInputSchema.openapi('ContentInput');

const contentView = (row: StaffContentRow) => ({
  id: row.id,
  kind: row.kind as StaffContentKind,
  marque: row.brandCode ?? '',
  title: row.title,
  summary: row.summary,
  body: row.body ?? '',
  starts_at: row.startsAt?.toISOString() ?? null,
  duration_minutes: row.durationMinutes,
  published: row.published,
  published_at: row.publishedAt.toISOString(),
});

/** Trainings are listed to advisers by category; the kind names it. */
const categoryOf: Partial<Record<StaffContentKind, string>> = { training_ia: 'ia', training_immobilier: 'immobilier' };

export function backOfficeContentRouter(deps: Deps) {
  const router = createRouter<StaffEnv>();
  const route = staffRoutes(deps);

  /** The stored values of a checked input: body sanitised, fields a kind does not have left empty. */
  const valuesOf = (input: z.output<typeof contentInputSchema>, brands: string[], previous?: StaffContentRow) => {
    if (!brands.includes(input.brand)) throw invalid('brand', backOfficeText.errors.brand);
    const body = sanitizeRichText(input.body);
    if (richTextIsEmpty(body)) throw invalid('body', backOfficeText.errors.contentBody);
    const now = deps.clock.now();
    return {
      kind: input.kind,
      brandCode: input.brand,
      category: categoryOf[input.kind] ?? null,
      title: input.title,
      summary: input.summary,
      body,
      startsAt: DATED_KINDS.includes(input.kind) && input.starts_at ? new Date(input.starts_at) : null,
      durationMinutes: TIMED_KINDS.includes(input.kind) ? input.duration_minutes : null,
      published: input.published,
      // The date advisers read is the latest publication's.
      publishedAt: input.published && !previous?.published ? now : (previous?.publishedAt ?? now),
    };
  };

  /** Writes the item and its audit line in one transaction; the action depends on the change of state. */
  const save = (caller: StaffEnv['Variables']['caller'], write: (tx: DbOrTx) => Promise<StaffContentRow>, previous?: StaffContentRow) =>
    deps.db.transaction(async (tx) => {
      const row = await write(tx);
      const action = !previous
        ? row.published ? 'content.publish' : 'content.create'
        : row.published === previous.published ? 'content.update' : row.published ? 'content.publish' : 'content.unpublish';
      const details = { kind: row.kind, title: row.title };
      await recordAudit(tx, { actor: caller, action, targetType: 'content', targetId: row.id, brandCodes: await brandsConcerned(tx, row.brandCode ? [row.brandCode] : null), details, now: deps.clock.now() });
      return row;
    });

  // GET /api/back-office/content – news, webinars, trainings and guides of the caller's brands, drafts included
  router.openapi(
    route({ method: 'get', path: '/back-office/content', request: { query: staffContentQuerySchema }, responses: { 200: json(staffContentListSchema.openapi('StaffContents'), 'Contenus') } }),
    async (c) => {
      const { kind } = c.req.valid('query');
      const rows = await listStaffContent(deps.db, { brandCodes: c.var.staffBrands, kinds: kind ? [kind] : STAFF_CONTENT_KINDS });
      return c.json({ data: rows.map(contentView) }, 200);
    },
  );

  // GET /api/back-office/content/{id} – one item, to edit
  router.openapi(
    route({ method: 'get', path: '/back-office/content/{id}', request: { params: idParam }, responses: { 200: json(staffContentAnswerSchema.openapi('StaffContentAnswer'), 'Contenu') } }),
    async (c) => {
      const row = await findStaffContent(deps.db, { id: c.req.valid('param').id, brandCodes: c.var.staffBrands, kinds: STAFF_CONTENT_KINDS });
      if (!row) throw new ApiError('not_found', messages.api.notFound.content);
      return c.json({ data: contentView(row) }, 200);
    },
  );

  // POST /api/back-office/content/preview – the body as it would be stored and shown to advisers
  router.openapi(
    route({
      method: 'post',
      path: '/back-office/content/preview',
      request: { body: jsonBody(contentPreviewSchema.openapi('ContentPreview')) },
      responses: { 200: json(contentPreviewAnswerSchema, 'Contenu nettoyé') },
    }),
    async (c) => c.json({ data: { body: sanitizeRichText(c.req.valid('json').body) } }, 200),
  );

  // POST /api/back-office/content – write an item for one of the caller's brands, published or as a draft
  router.openapi(
    route({ method: 'post', path: '/back-office/content', request: { body: jsonBody(contentInput) }, responses: { 201: json(savedAnswer, 'Contenu créé') } }),
    async (c) => {
      const values = valuesOf(c.req.valid('json'), c.var.staffBrands);
      const row = await save(c.var.caller, (tx) => insertContent(tx, values));
      return c.json({ message: backOfficeText.content.saved, data: contentView(row) }, 201);
    },
  );

  // PUT /api/back-office/content/{id} – change an item, publish it or take it back
  router.openapi(
    route({
      method: 'put',
      path: '/back-office/content/{id}',
      request: { params: idParam, body: jsonBody(contentInput) },
      responses: { 200: json(savedAnswer, 'Contenu enregistré') },
    }),
    async (c) => {
      const id = c.req.valid('param').id;
      const previous = await findStaffContent(deps.db, { id, brandCodes: c.var.staffBrands, kinds: STAFF_CONTENT_KINDS });
      if (!previous) throw new ApiError('not_found', messages.api.notFound.content);
      const values = valuesOf(c.req.valid('json'), c.var.staffBrands, previous);
      const row = await save(c.var.caller, (tx) => updateContent(tx, id, values), previous);
      return c.json({ message: backOfficeText.content.saved, data: contentView(row) }, 200);
    },
  );

  return router;
}
