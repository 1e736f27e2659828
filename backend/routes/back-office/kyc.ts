import { createRoute, z } from '@hono/zod-openapi';
import { backOfficeText, kycDecisionAnswerSchema, kycDecisionSchema, kycQueueQuerySchema, kycQueueSchema } from '../../../contract/back-office';
import { withStaff, type StaffEnv } from '../../auth/with-staff';
import { findBrandKycDocument, listKycQueue } from '../../db/queries/back-office/kyc-queue';
import type { Deps } from '../../deps';
import { ApiError } from '../../errors';
import { bearer, createRouter, idParam, json, jsonBody } from '../../http/openapi';
import { decideKycDocument } from '../../notifications/kyc-decision';
import { staffErrors, staffTag } from './shared';

export function backOfficeKycRouter(deps: Deps) {
  const router = createRouter<StaffEnv>();
  const staff = withStaff(deps);

  // GET /api/back-office/kyc – documents of the caller's brands waiting for a decision, oldest first
  router.openapi(
    createRoute({
      method: 'get',
      path: '/back-office/kyc',
      tags: staffTag,
      security: bearer,
      middleware: [staff] as const,
      request: { query: kycQueueQuerySchema },
      responses: { 200: json(kycQueueSchema.openapi('KycQueue'), 'Pièces à vérifier'), ...staffErrors },
    }),
    async (c) => {
      const query = c.req.valid('query');
      const rows = await listKycQueue(deps.db, { brandCodes: c.var.staffBrands, ...query });
      const data = rows.map((row) => ({
        id: row.id,
        document_type: row.documentType,
        nom: row.label,
        email: row.email,
        adviser: `${row.prenom} ${row.nom}`,
        marque: row.brandCode,
        mime: row.mime,
        date_envoi: row.uploadedAt?.toISOString() ?? null,
      }));
      return c.json({ data }, 200);
    },
  );

  // GET /api/back-office/kyc/{id}/file – the stored file of a document of the caller's brands, for preview
  router.openapi(
    createRoute({
      method: 'get',
      path: '/back-office/kyc/{id}/file',
      tags: staffTag,
      security: bearer,
      middleware: [staff] as const,
      request: { params: idParam },
      responses: {
        200: { description: 'Le fichier (PDF, JPEG ou PNG)', content: { 'application/octet-stream': { schema: z.string().openapi({ format: 'binary' }) } } },
        ...staffErrors,
      },
    }),
    async (c) => {
      const document = await findBrandKycDocument(deps.db, { id: c.req.valid('param').id, brandCodes: c.var.staffBrands });
      const stored = document?.filePath ? await deps.storage.get(document.filePath) : null;
      if (!document || !stored) throw new ApiError('not_found');
      return c.body(stored.stream, 200, {
        'Content-Type': document.mime ?? 'application/octet-stream',
        'Content-Length': String(stored.size),
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, no-store',
      }) as never;
    },
  );

  // PUT /api/back-office/kyc/{id} – accept a document, or refuse it with a reason; the adviser gets a notice and a mail
  router.openapi(
    createRoute({
      method: 'put',
      path: '/back-office/kyc/{id}',
      tags: staffTag,
      security: bearer,
      middleware: [staff] as const,
      request: { params: idParam, body: jsonBody(kycDecisionSchema.openapi('KycDecision')) },
      responses: {
        200: json(kycDecisionAnswerSchema.openapi('KycDecisionAnswer'), 'Décision enregistrée'),
        ...staffErrors,
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const body = c.req.valid('json');
      if (!(await findBrandKycDocument(deps.db, { id, brandCodes: c.var.staffBrands }))) throw new ApiError('not_found');
      const reason = body.state === 'KO' ? (body.reason ?? null) : null;
      const row = await decideKycDocument(deps, { id, state: body.state, reason, now: deps.clock.now(), actor: c.var.caller });
      if (!row) throw new ApiError('not_found');
      const message = body.state === 'OK' ? backOfficeText.kyc.accepted : backOfficeText.kyc.refused;
      return c.json({ message, data: { id: row.id, state: body.state, motif: row.reason } }, 200);
    },
  );

  return router;
}
