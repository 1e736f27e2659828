import type { OpenAPIHono } from '@hono/zod-openapi';
import { operationCatalogue } from './operation-catalogue';

type DocumentedApp = Pick<OpenAPIHono, 'getOpenAPI31Document' | 'openAPIRegistry'>;
type Document = ReturnType<DocumentedApp['getOpenAPI31Document']>;

/** Where the partner app mounts every route; the document's paths start with it. */
const API_BASE = '/api';
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;

const documentConfig = {
  openapi: '3.1.0',
  info: {
    title: 'Espace partenaire – API partenaire',
    version: '1.0.0',
    description: 'API des conseillers et du back-office. Jeton porteur (Bearer) obtenu par `login`, renouvelé par `refreshToken`.',
  },
  // The API has no public address of its own (only the app's server calls it): the origin that serves this document.
  servers: [{ url: '/', description: 'Origine qui sert ce document' }],
};

/** The app's operations as the catalogue keys them: `"<method> <path>"`, the path as its router registers it. */
export function registeredOperations(app: DocumentedApp): string[] {
  return app.openAPIRegistry.definitions.flatMap((definition) =>
    definition.type === 'route' ? [`${definition.route.method} ${definition.route.path}`] : [],
  );
}

/** Operations of the app that the catalogue does not name yet. */
export function missingFromCatalogue(app: DocumentedApp): string[] {
  return registeredOperations(app).filter((key) => !Object.hasOwn(operationCatalogue, key));
}

/** The OpenAPI 3.1 document of the app, every operation named and summarised from the catalogue. */
export function openApiDocument(app: DocumentedApp): Document {
  const document = app.getOpenAPI31Document(documentConfig);
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method];
      const entry = operationCatalogue[`${method} ${path.slice(API_BASE.length)}`];
      if (operation && entry) Object.assign(operation, entry);
    }
  }
  return document;
}
