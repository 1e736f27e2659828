import { randomUUID } from 'node:crypto';
import { createRoute, z } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import type { Deps } from '../deps';
import { ApiError } from '../errors';
import { withAuth, type AuthEnv } from '../auth/with-auth';
import {
  findKycDocumentForCaller,
  listKycForCaller,
  listKycTypesForBrand,
  recordKycUploads,
  type KycEntry,
} from '../db/queries/kyc';
import { downloadHeaders } from '../http/download-headers';
import { bearer, createRouter, errorResponses, errorSchema, idParam, json, jsonBody } from '../http/openapi';
import { messages } from '../../contract/messages';
import { KYC_MESSAGES, kycDocumentMapSchema, kycDocumentSchema, kycUploadSchema, MAX_KYC_UPLOAD_BODY_BYTES } from '../../contract/kyc';
import { checkKycDocuments } from './kyc-documents-check';

export const KYC_UPLOAD_PATH = '/api/kyc-cgp/upload';

const kycEntrySchema = kycDocumentSchema.openapi('KycDocument');
const kycMapSchema = kycDocumentMapSchema.extend({ data: z.record(z.string(), kycEntrySchema) }).openapi('KycDocuments');
const uploadBody = kycUploadSchema.openapi('KycUpload');

function kycMap(entries: KycEntry[]): z.infer<typeof kycMapSchema>['data'] {
  const map: z.infer<typeof kycMapSchema>['data'] = {};
  for (const { type, document } of entries) {
    map[type.key] = {
      id: document?.id ?? null,
      nom: type.label,
      url: document?.filePath ? `kyc-cgp/files/${document.id}` : null,
      state: document?.state ?? 'NON RECU',
      obligatoire: type.required,
      motif: document?.reason ?? null,
      date_envoi: document?.uploadedAt?.toISOString() ?? null,
    };
  }
  return map;
}

export function kycRouter(deps: Deps) {
  const router = createRouter<AuthEnv>();
  const auth = withAuth(deps);
  const uploadLimit = bodyLimit({
    maxSize: MAX_KYC_UPLOAD_BODY_BYTES,
    onError: () => {
      throw new ApiError('payload_too_large', KYC_MESSAGES.batchTooLarge);
    },
  });

  // GET /api/kyc-cgp/list – the caller's documents by type key, with their state
  router.openapi(
    createRoute({
      method: 'get',
      path: '/kyc-cgp/list',
      tags: ['KYC'],
      security: bearer,
      middleware: [auth] as const,
      responses: { 200: json(kycMapSchema, 'Documents demandés'), 401: errorResponses[401] },
    }),
    async (c) => c.json({ data: kycMap(await listKycForCaller(deps.db, { caller: c.var.caller })) }, 200),
  );

  // POST /api/kyc-cgp/upload – send documents in base64; all are stored (state EN ATTENTE) or none
  router.openapi(
    createRoute({
      method: 'post',
      path: '/kyc-cgp/upload',
      tags: ['KYC'],
      security: bearer,
      middleware: [auth, uploadLimit] as const,
      request: { body: jsonBody(uploadBody) },
      responses: {
        200: json(kycMapSchema.extend({ message: z.string() }), 'Documents reçus'),
        401: errorResponses[401],
        413: json(errorSchema, 'Envoi trop volumineux'),
        422: errorResponses[422],
      },
    }),
    async (c) => {
      const caller = c.var.caller;
      const types = await listKycTypesForBrand(deps.db, { brandCode: caller.brandCode });
      const checked = await checkKycDocuments(c.req.valid('json').documents, new Set(types.map((t) => t.key)));

      const uploads = checked.map((doc) => ({
        documentType: doc.documentType,
        filePath: `kyc/${caller.id}/${randomUUID()}.${doc.ext}`,
        mime: doc.mime,
        size: doc.bytes.length,
      }));
      const discard = (paths: string[]) =>
        Promise.all(paths.map((p) => deps.storage.delete(p).catch(() => deps.logger.warn({ file: p }, 'fichier KYC non supprimé'))));
      let replaced: string[];
      try {
        await Promise.all(uploads.map((upload, i) => deps.storage.put(upload.filePath, checked[i].bytes, upload.mime)));
        replaced = await deps.db.transaction((tx) =>
          recordKycUploads(tx, { caller, uploads, now: deps.clock.now() }),
        );
      } catch (error) {
        await discard(uploads.map((u) => u.filePath));
        throw error;
      }
      await discard(replaced);
      const data = kycMap(await listKycForCaller(deps.db, { caller }));
      return c.json({ message: messages.api.kyc.received, data }, 200);
    },
  );

  // GET /api/kyc-cgp/files/{id} – a stored document, to its owner only, as an attachment
  router.openapi(
    createRoute({
      method: 'get',
      path: '/kyc-cgp/files/{id}',
      tags: ['KYC'],
      security: bearer,
      middleware: [auth] as const,
      request: { params: idParam },
      responses: {
        200: {
          description: 'Le fichier (PDF, JPEG ou PNG)',
          content: { 'application/octet-stream': { schema: z.string().openapi({ format: 'binary' }) } },
        },
        401: errorResponses[401],
        404: errorResponses[404],
      },
    }),
    async (c) => {
      const document = await findKycDocumentForCaller(deps.db, { caller: c.var.caller, id: c.req.valid('param').id });
      const stored = document?.filePath ? await deps.storage.get(document.filePath) : null;
      if (!document?.filePath || !stored) throw new ApiError('not_found');
      const ext = document.filePath.split('.').pop();
      const file = { name: `${document.documentType}.${ext}`, mime: document.mime ?? 'application/octet-stream' };
      return c.body(stored.stream, 200, downloadHeaders(file, stored.size)) as never;
    },
  );

  return router;
}
