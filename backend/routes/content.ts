import { createRoute, z } from '@hono/zod-openapi';
import { catalogueReads, catalogueScopeHeaders, withCatalogueReader, type CatalogueEnv } from '../auth/with-catalogue-reader';
import { findContent, listContent, type ContentKind } from '../db/queries/content';
import type { Deps } from '../deps';
import { ApiError } from '../errors';
import { laravelPage } from '../http/laravel-paging';
import { createRouter, errorResponses, idParam, json } from '../http/openapi';
import { contentQuerySchema, peDocumentQuerySchema, trainingQuerySchema, type TrainingCategory } from '../../contract/content';
import { messages } from '../../contract/messages';
import { contentPage, contentSchema, contentView } from './content-shapes';

const trainingKinds: Record<TrainingCategory, ContentKind> = { ia: 'training_ia', immobilier: 'training_immobilier' };

export function contentRouter(deps: Deps) {
  // Published content is the same for every adviser of a brand: the app reads it with its own credential too.
  const router = createRouter<CatalogueEnv>();
  const auth = withCatalogueReader(deps);
  const { security } = catalogueReads;
  const headers = catalogueScopeHeaders;
  const listResponses = { 200: json(contentPage, 'Contenus'), 401: errorResponses[401], 422: errorResponses[422] };

  /** One paged list of one kind of content, scoped to the caller's brand. */
  const simpleList = (path: string, kind: ContentKind, summary: string, upcomingFirst = false) =>
    router.openapi(
      createRoute({ method: 'get', path, summary, tags: ['Contenu'], security, middleware: [auth] as const, request: { query: contentQuerySchema, headers }, responses: listResponses }),
      async (c) => {
        const query = c.req.valid('query');
        const { rows, total } = await listContent(deps.db, {
          brandCode: c.var.caller.brandCode,
          kinds: [kind],
          upcomingFirst,
          page: query.page,
          perPage: query.per_page,
        });
        const page = laravelPage({ requestUrl: c.req.url, rows: rows.map(contentView), page: query.page, perPage: query.per_page, total });
        return c.json({ data: page }, 200);
      },
    );

  // GET /api/webinaires – webinars, the next one first
  simpleList('/webinaires', 'webinar', 'Webinaires', true);
  // GET /api/evenements – events, the next one first
  simpleList('/evenements', 'event', 'Événements', true);
  // GET /api/guides-marches – market guides, newest first
  simpleList('/guides-marches', 'guide', 'Guides marchés');
  // GET /api/lois – tax schemes explained, newest first
  simpleList('/lois', 'loi', 'Lois et dispositifs');
  // GET /api/actualites – news of every brand plus the caller's brand, newest first
  simpleList('/actualites', 'news', 'Actualités');

  // GET /api/formations – trainings, all or one category (ia, immobilier)
  router.openapi(
    createRoute({ method: 'get', path: '/formations', tags: ['Contenu'], security, middleware: [auth] as const, request: { query: trainingQuerySchema, headers }, responses: listResponses }),
    async (c) => {
      const query = c.req.valid('query');
      const kinds = query.categorie ? [trainingKinds[query.categorie]] : Object.values(trainingKinds);
      const { rows, total } = await listContent(deps.db, { brandCode: c.var.caller.brandCode, kinds, page: query.page, perPage: query.per_page });
      const page = laravelPage({ requestUrl: c.req.url, rows: rows.map(contentView), page: query.page, perPage: query.per_page, total });
      return c.json({ data: page }, 200);
    },
  );

  // GET /api/formations/{id} – one training the caller's brand can see
  router.openapi(
    createRoute({
      method: 'get',
      path: '/formations/{id}',
      tags: ['Contenu'],
      security,
      middleware: [auth] as const,
      request: { params: idParam, headers },
      responses: { 200: json(z.object({ data: contentSchema }), 'Formation'), 401: errorResponses[401], 404: errorResponses[404], 422: errorResponses[422] },
    }),
    async (c) => {
      const row = await findContent(deps.db, { brandCode: c.var.caller.brandCode, kinds: Object.values(trainingKinds), id: c.req.valid('param').id });
      if (!row) throw new ApiError('not_found', messages.api.content.trainingNotFound);
      return c.json({ data: contentView(row) }, 200);
    },
  );

  // GET /api/actualites/{id} – one published news item the caller's brand can see
  router.openapi(
    createRoute({
      method: 'get',
      path: '/actualites/{id}',
      tags: ['Contenu'],
      security,
      middleware: [auth] as const,
      request: { params: idParam, headers },
      responses: { 200: json(z.object({ data: contentSchema }), 'Actualité'), 401: errorResponses[401], 404: errorResponses[404], 422: errorResponses[422] },
    }),
    async (c) => {
      const row = await findContent(deps.db, { brandCode: c.var.caller.brandCode, kinds: ['news'], id: c.req.valid('param').id });
      if (!row) throw new ApiError('not_found', messages.api.notFound.news);
      return c.json({ data: contentView(row) }, 200);
    },
  );

  // GET /api/documents-pe – private-equity documents, all or one category (fonds, client, fonds-update)
  router.openapi(
    createRoute({ method: 'get', path: '/documents-pe', tags: ['Contenu'], security, middleware: [auth] as const, request: { query: peDocumentQuerySchema, headers }, responses: listResponses }),
    async (c) => {
      const query = c.req.valid('query');
      const { rows, total } = await listContent(deps.db, {
        brandCode: c.var.caller.brandCode,
        kinds: ['document_pe'],
        category: query.categorie,
        page: query.page,
        perPage: query.per_page,
      });
      const page = laravelPage({ requestUrl: c.req.url, rows: rows.map(contentView), page: query.page, perPage: query.per_page, total });
      return c.json({ data: page }, 200);
    },
  );

  return router;
}
