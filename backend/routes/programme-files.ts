import { createRoute, z } from '@hono/zod-openapi';
import type { programmeFiles } from '../db/schema';
import { findVisibleProgrammeFile } from '../db/queries/programme-files';
import { withAuth, type AuthEnv } from '../auth/with-auth';
import type { Deps } from '../deps';
import { ApiError } from '../errors';
import { downloadHeaders } from '../http/download-headers';
import { bearer, createRouter, errorResponses, idParam } from '../http/openapi';
import { messages } from '../../contract/messages';

type ProgrammeFileRow = typeof programmeFiles.$inferSelect;

/** Where the app serves a programme file (`/programmes/fichiers/{id}`, proxied to the route below). */
export const programmeFileUrl = (id: number) => `/programmes/fichiers/${id}`;

/** The uploaded files as the residence page lists them: images after the catalogue's photos, documents after its own. */
export function withProgrammeFiles<T extends { photos: string[]; presentation_documents: { title: string; url: string }[] }>(detail: T, files: ProgrammeFileRow[]): T {
  return {
    ...detail,
    photos: [...detail.photos, ...files.filter((file) => file.kind === 'image').map((file) => programmeFileUrl(file.id))],
    presentation_documents: [
      ...detail.presentation_documents,
      ...files.filter((file) => file.kind === 'document').map((file) => ({ title: file.title, url: programmeFileUrl(file.id) })),
    ],
  };
}

export function programmeFilesRouter(deps: Deps) {
  const router = createRouter<AuthEnv>();

  // GET /api/programmes/fichiers/{id} – an image or document the back office added to a residence the caller sees
  router.openapi(
    createRoute({
      method: 'get',
      path: '/programmes/fichiers/{id}',
      tags: ['Programmes'],
      security: bearer,
      middleware: [withAuth(deps)] as const,
      request: { params: idParam },
      responses: {
        200: { description: 'Le fichier (JPEG, PNG, WebP ou PDF)', content: { 'application/octet-stream': { schema: z.string().openapi({ format: 'binary' }) } } },
        401: errorResponses[401],
        404: errorResponses[404],
      },
    }),
    async (c) => {
      const file = await findVisibleProgrammeFile(deps.db, { caller: c.var.caller, id: c.req.valid('param').id });
      const stored = file ? await deps.storage.get(file.storageKey) : null;
      if (!file || !stored) throw new ApiError('not_found', messages.api.notFound.file);
      return c.body(stored.stream, 200, downloadHeaders({ name: file.title, mime: file.contentType }, stored.size, 'inline')) as never;
    },
  );

  return router;
}
