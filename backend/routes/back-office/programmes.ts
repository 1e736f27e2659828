import { randomUUID } from 'node:crypto';
import { createRoute, z } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import {
  MAX_PROGRAMME_UPLOAD_BODY_BYTES,
  staffProgrammeFileAddedSchema,
  staffProgrammeFileListSchema,
  staffProgrammeListSchema,
  programmeAccessSchema,
  programmeFileUploadSchema,
  programmeText,
  tooLargeMessage,
} from '../../../contract/back-office-programmes';
import { fill, messages } from '../../../contract/messages';
import { messageAnswerSchema } from '../../../contract/answers';
import { withStaff, type StaffEnv } from '../../auth/with-staff';
import { brandsConcerned, recordAudit } from '../../db/queries/back-office/audit';
import { findProgrammeOfBrands, listStaffProgrammes, setProgrammeOpen } from '../../db/queries/back-office/programmes';
import { deleteProgrammeFile, insertProgrammeFile, listProgrammeFiles } from '../../db/queries/programme-files';
import type { programmeFiles } from '../../db/schema';
import type { Deps } from '../../deps';
import { ApiError } from '../../errors';
import { bearer, createRouter, dbId, errorSchema, idParam, json, jsonBody } from '../../http/openapi';
import { checkProgrammeFile } from './programme-file-check';
import { staffErrors, staffTag } from './shared';
import { assertOwnsResidence, sharedCatalogueRefusal } from './catalogue-ownership';

/** POST /api/back-office/programmes/{id}/files carries a file in base64: app.ts leaves these paths to this router's own limit. */
export const PROGRAMME_UPLOAD_PATH = /^\/api\/back-office\/programmes\/\d+\/files$/;

const fileView = (row: typeof programmeFiles.$inferSelect) => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  content_type: row.contentType,
  size: row.size,
  created_at: row.createdAt.toISOString(),
});
const brandParam = idParam.extend({ brand: z.string().max(10).openapi({ param: { name: 'brand', in: 'path' }, example: 'lrp' }) });
const fileParam = idParam.extend({ fileId: dbId('Fichier invalide').openapi({ param: { name: 'fileId', in: 'path' } }) });

export function backOfficeProgrammesRouter(deps: Deps) {
  const router = createRouter<StaffEnv>();
  const staff = withStaff(deps);
  const uploadLimit = bodyLimit({
    maxSize: MAX_PROGRAMME_UPLOAD_BODY_BYTES,
    onError: () => {
      throw new ApiError('payload_too_large', tooLargeMessage('document'));
    },
  });
  const programmeOf = async (id: number, brandCodes: string[]) => {
    const programme = await findProgrammeOfBrands(deps.db, { id, brandCodes });
    if (!programme) throw new ApiError('not_found', messages.api.notFound.programme);
    return programme;
  };

  // GET /api/back-office/programmes – programmes the caller's brands distribute, open or closed to each of them
  router.openapi(
    createRoute({
      method: 'get',
      path: '/back-office/programmes',
      tags: staffTag,
      security: bearer,
      middleware: [staff] as const,
      responses: { 200: json(staffProgrammeListSchema.openapi('StaffProgrammes'), 'Programmes'), ...staffErrors },
    }),
    async (c) => c.json({ data: await listStaffProgrammes(deps.db, { brandCodes: c.var.staffBrands }) }, 200),
  );

  // PUT /api/back-office/programmes/{id}/brands/{brand} – open or close a programme to one brand's advisers
  router.openapi(
    createRoute({
      method: 'put',
      path: '/back-office/programmes/{id}/brands/{brand}',
      tags: staffTag,
      security: bearer,
      middleware: [staff] as const,
      request: { params: brandParam, body: jsonBody(programmeAccessSchema.openapi('ProgrammeAccess')) },
      responses: { 200: json(messageAnswerSchema, 'Accès enregistré'), ...staffErrors },
    }),
    async (c) => {
      const { id, brand } = c.req.valid('param');
      const { open } = c.req.valid('json');
      if (!c.var.staffBrands.includes(brand)) throw new ApiError('not_found', programmeText.errors.brand);
      const programme = await programmeOf(id, [brand]);
      const now = deps.clock.now();
      await deps.db.transaction(async (tx) => {
        if (!(await setProgrammeOpen(tx, { residenceId: id, brandCode: brand, open, by: c.var.caller.id, now }))) return;
        await recordAudit(tx, { actor: c.var.caller, action: open ? 'programme.open' : 'programme.close', targetType: 'residence', targetId: id, brandCodes: [brand], details: { residence: programme.name }, now });
      });
      return c.json({ message: fill(open ? programmeText.opened : programmeText.closedDone, { brand: brand.toUpperCase() }) }, 200);
    },
  );

  // GET /api/back-office/programmes/{id}/files – the images and documents the back office added to a programme
  router.openapi(
    createRoute({
      method: 'get',
      path: '/back-office/programmes/{id}/files',
      tags: staffTag,
      security: bearer,
      middleware: [staff] as const,
      request: { params: idParam },
      responses: { 200: json(staffProgrammeFileListSchema.openapi('StaffProgrammeFiles'), 'Fichiers du programme'), ...staffErrors },
    }),
    async (c) => {
      const programme = await programmeOf(c.req.valid('param').id, c.var.staffBrands);
      return c.json({ data: (await listProgrammeFiles(deps.db, { residenceId: programme.id })).map(fileView) }, 200);
    },
  );

  // POST /api/back-office/programmes/{id}/files – add an image or a document (base64), shown on the residence page
  router.openapi(
    createRoute({
      method: 'post',
      path: '/back-office/programmes/{id}/files',
      tags: staffTag,
      security: bearer,
      middleware: [staff, uploadLimit] as const,
      request: { params: idParam, body: jsonBody(programmeFileUploadSchema.openapi('ProgrammeFileUpload')) },
      responses: {
        201: json(staffProgrammeFileAddedSchema.openapi('StaffProgrammeFileAdded'), 'Fichier ajouté'),
        413: json(errorSchema, 'Fichier trop volumineux'),
        415: json(errorSchema, 'Type de fichier refusé'),
        403: sharedCatalogueRefusal,
        ...staffErrors,
      },
    }),
    async (c) => {
      const programme = await programmeOf(c.req.valid('param').id, c.var.staffBrands);
      await assertOwnsResidence(deps, programme.brands, c.var.staffBrands);
      const { kind, title, content } = c.req.valid('json');
      const file = await checkProgrammeFile(kind, content);
      const storageKey = `programmes/${programme.id}/${randomUUID()}.${file.ext}`;
      const now = deps.clock.now();
      await deps.storage.put(storageKey, file.bytes, file.mime);
      try {
        const row = await deps.db.transaction(async (tx) => {
          const inserted = await insertProgrammeFile(tx, { residenceId: programme.id, kind, title, storageKey, contentType: file.mime, size: file.bytes.length, uploadedBy: c.var.caller.id, createdAt: now });
          await recordAudit(tx, { actor: c.var.caller, action: 'programme.file_add', targetType: 'residence', targetId: programme.id, brandCodes: await brandsConcerned(tx, programme.brands), details: { residence: programme.name, kind, title, size: file.bytes.length }, now });
          return inserted;
        });
        return c.json({ message: fill(programmeText.uploaded, { title }), data: fileView(row) }, 201);
      } catch (error) {
        await deps.storage.delete(storageKey);
        throw error;
      }
    },
  );

  // DELETE /api/back-office/programmes/{id}/files/{fileId} – take a file off the residence page
  router.openapi(
    createRoute({
      method: 'delete',
      path: '/back-office/programmes/{id}/files/{fileId}',
      tags: staffTag,
      security: bearer,
      middleware: [staff] as const,
      request: { params: fileParam },
      responses: { 200: json(messageAnswerSchema, 'Fichier retiré'), 403: sharedCatalogueRefusal, ...staffErrors },
    }),
    async (c) => {
      const { id, fileId } = c.req.valid('param');
      const programme = await programmeOf(id, c.var.staffBrands);
      await assertOwnsResidence(deps, programme.brands, c.var.staffBrands);
      const now = deps.clock.now();
      const removed = await deps.db.transaction(async (tx) => {
        const row = await deleteProgrammeFile(tx, { id: fileId, residenceId: programme.id });
        if (row) await recordAudit(tx, { actor: c.var.caller, action: 'programme.file_remove', targetType: 'residence', targetId: programme.id, brandCodes: await brandsConcerned(tx, programme.brands), details: { residence: programme.name, title: row.title }, now });
        return row;
      });
      if (!removed) throw new ApiError('not_found', messages.api.notFound.file);
      await deps.storage.delete(removed.storageKey);
      return c.json({ message: programmeText.removed }, 200);
    },
  );

  return router;
}
