import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { Deps } from '../deps';
import { ApiError } from '../errors';
import { withAuth, type AuthEnv } from '../auth/with-auth';
import { contentDocumentFor, fundDocumentFor, lotForDocument, residenceForDocument } from '../db/queries/documents';
import type { Caller } from '../db/queries/catalogue-scope';
import { bearer, createRouter, errorResponses, idParam } from '../http/openapi';
import { pdfFile, pdfResponse } from '../http/pdf';
import { contentDocumentPdf } from '../pdf/content-document-pdf';
import { fundDocumentPdf } from '../pdf/fund-document-pdf';
import { lotPlanPdf } from '../pdf/lot-plan-pdf';
import { brochurePdf, masterPlanPdf, residenceFilePdf } from '../pdf/residence-documents';
import { messages } from '../../contract/messages';

const m = messages.api.documents;
const documentNotFound = () => new ApiError('not_found', m.notFound);

// Documents are generated on request from the row they describe, so a stored link never goes stale.

/** `12.pdf`: the last segment of the document links that end with an id. */
const fileParam = z.object({
  file: z
    .string()
    .regex(/^[1-9]\d{0,8}\.pdf$/, m.invalid)
    .openapi({ param: { name: 'file', in: 'path' }, example: '12.pdf' }),
});
const fileNumber = (file: string) => Number(file.slice(0, -'.pdf'.length));
const setParam = z.object({
  set: z.enum(['presentation', 'reservation'], { error: m.invalid }).openapi({ param: { name: 'set', in: 'path' } }),
});

const pdfResponses = {
  200: pdfResponse,
  401: errorResponses[401],
  404: errorResponses[404],
  422: errorResponses[422],
};

function pdf(c: Context, bytes: Uint8Array, filename: string) {
  return pdfFile(c, bytes, filename, {
    disposition: 'inline',
    headers: { 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff' },
  });
}

export function documentsRouter(deps: Deps) {
  const router = createRouter<AuthEnv>();
  const common = { tags: ['Documents'], security: bearer, middleware: withAuth(deps), responses: pdfResponses, method: 'get' as const };

  const residence = async (caller: Caller, id: number) => {
    const found = await residenceForDocument(deps.db, { caller, id });
    if (!found) throw documentNotFound();
    return found;
  };

  // GET /api/documents/residences/{id}/brochure.pdf – the residence brochure
  router.openapi(
    createRoute({ ...common, path: '/documents/residences/{id}/brochure.pdf', request: { params: idParam } }),
    async (c) => {
      const data = await residence(c.var.caller, c.req.valid('param').id);
      return pdf(c, await brochurePdf(data), `brochure-${data.residence.id}.pdf`);
    },
  );

  // GET /api/documents/residences/{id}/plan-masse.pdf – the site plan of the residence
  router.openapi(
    createRoute({ ...common, path: '/documents/residences/{id}/plan-masse.pdf', request: { params: idParam } }),
    async (c) => {
      const data = await residence(c.var.caller, c.req.valid('param').id);
      return pdf(c, await masterPlanPdf(data), `plan-masse-${data.residence.id}.pdf`);
    },
  );

  // GET /api/documents/residences/{id}/{set}/{n}.pdf – the n-th presentation or reservation document of the residence
  router.openapi(
    createRoute({ ...common, path: '/documents/residences/{id}/{set}/{file}', request: { params: idParam.extend(setParam.shape).extend(fileParam.shape) } }),
    async (c) => {
      const { id, set, file } = c.req.valid('param');
      const data = await residence(c.var.caller, id);
      const n = fileNumber(file);
      const link = (set === 'presentation' ? data.residence.presentationDocuments : data.residence.reservationDocuments)[n - 1];
      if (!link) throw documentNotFound();
      return pdf(c, await residenceFilePdf(data, { title: link.title, set }), `${set}-${id}-${n}.pdf`);
    },
  );

  // GET /api/documents/lots/{id}/plan.pdf – the plan of one lot
  router.openapi(createRoute({ ...common, path: '/documents/lots/{id}/plan.pdf', request: { params: idParam } }), async (c) => {
    const found = await lotForDocument(deps.db, { caller: c.var.caller, id: c.req.valid('param').id });
    if (!found) throw documentNotFound();
    return pdf(c, await lotPlanPdf(found), `plan-lot-${found.lot.id}.pdf`);
  });

  // GET /api/documents/fonds/{n}.pdf – one regulatory document of a fund
  router.openapi(createRoute({ ...common, path: '/documents/fonds/{file}', request: { params: fileParam } }), async (c) => {
    const id = fileNumber(c.req.valid('param').file);
    const found = await fundDocumentFor(deps.db, { caller: c.var.caller, id });
    if (!found) throw documentNotFound();
    return pdf(c, await fundDocumentPdf(found), `fonds-document-${id}.pdf`);
  });

  // GET /api/documents/contenus/{n}.pdf – a published guide or document
  router.openapi(createRoute({ ...common, path: '/documents/contenus/{file}', request: { params: fileParam } }), async (c) => {
    const id = fileNumber(c.req.valid('param').file);
    const item = await contentDocumentFor(deps.db, { caller: c.var.caller, id });
    if (!item) throw documentNotFound();
    return pdf(c, await contentDocumentPdf(item), `contenu-${id}.pdf`);
  });

  return router;
}
