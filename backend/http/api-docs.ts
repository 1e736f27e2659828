import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Hono } from 'hono';

// Swagger UI's files come from the installed npm package (pinned in package-lock.json), never from a CDN.
const assetsDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const assets: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

const page = `<!doctype html>
<html lang="fr">
<head><meta charset="utf-8"><title>Espace partenaire – API partenaire</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css"></head>
<body><div id="swagger-ui"></div>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script>
</body>
</html>`;

const init = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui' });`;

/** GET /api/docs – Swagger UI over /api/openapi.json, with its assets served by the API itself. */
export function apiDocsRouter() {
  const router = new Hono();
  router.get('/docs', (c) => c.html(page));
  router.get('/docs/init.js', (c) => c.body(init, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }));
  for (const [file, type] of Object.entries(assets)) {
    router.get(`/docs/${file}`, async (c) =>
      c.body(await readFile(path.join(assetsDir, file)), 200, { 'Content-Type': type, 'Cache-Control': 'public, max-age=86400' }),
    );
  }
  return router;
}
