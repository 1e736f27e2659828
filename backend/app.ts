import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import { installFrenchZodErrors } from '../contract/zod-error-map';
import type { Deps } from './deps';
import { ApiError, errorHandler } from './errors';
import { apiDocsRouter } from './http/api-docs';
import { openApiDocument } from './http/openapi-document';
import { withJsonOnly } from './http/json-only';
import { metricsHandler } from './http/metrics';
import { withRequestLog } from './http/request-log';
import { createRouter } from './http/openapi';
import { authRouter } from './routes/auth';
import { secondFactorRouter } from './routes/second-factor';
import { healthRouter } from './routes/health';
import { KYC_UPLOAD_PATH, kycRouter } from './routes/kyc';
import { PROGRAMME_UPLOAD_PATH } from './routes/back-office/programmes';
import { favoritesRouter } from './routes/favorites';
import { fundsRouter } from './routes/funds';
import { lotRouter } from './routes/lot';
import { residenceRouter } from './routes/residence';
import { residencesRouter } from './routes/residences';
import { programmeFilesRouter } from './routes/programme-files';
import { searchRouter } from './routes/search';
import { menuRouter } from './routes/menu';
import { passwordRouter } from './routes/password';
import { testClockRouter } from './routes/test-clock';
import { testFixturesRouter } from './routes/test-fixtures';
import { optionsRouter } from './routes/options';
import { optionneursRouter } from './routes/optionneurs';
import { clientsRouter } from './routes/clients';
import { documentsRouter } from './routes/documents';
import { salesRouter } from './routes/sales';
import { simulationsRouter } from './routes/simulations';
import { subscriptionsRouter } from './routes/subscriptions';
import { withOptionSweep } from './selling/sweep';
import { usersRouter } from './routes/users';
import { contentRouter } from './routes/content';
import { dashboardRouter } from './routes/dashboard';
import { messagesRouter } from './routes/messages';
import { contactsRouter } from './routes/contacts';
import { notificationsRouter } from './routes/notifications';
import { agendaRouter } from './routes/agenda';
import { surveysRouter } from './routes/surveys';
import { enumsRouter } from './routes/enums';
import { communicationsRouter } from './routes/communications';
import { statsRouter } from './routes/stats';
import { homeRouter } from './routes/home';
import { backOfficeRouter } from './routes/back-office';
import { isStaffReplyPath } from './routes/back-office/messages';
import { eventsRouter } from './routes/events';

export const JSON_BODY_LIMIT = 1024 * 1024;

/** The partner API as a Hono app; the server and the tests both build it from explicit dependencies. */
export function createApp(deps: Deps) {
  installFrenchZodErrors();
  const app = createRouter().basePath('/api');

  app.onError(errorHandler(deps.logger));
  app.notFound((c) => c.json({ message: 'Ressource introuvable' }, 404));
  app.use('*', withRequestLog(deps.logger));
  app.use('*', deps.metrics.middleware);
  app.get('/metrics', metricsHandler(deps.metrics, deps.config.metricsToken));
  // No CORS headers at all: only the BFF (server side) calls this API.
  app.use('*', secureHeaders({ crossOriginResourcePolicy: 'same-origin' }));
  app.use('*', withJsonOnly);
  const jsonBodyLimit = bodyLimit({
    maxSize: JSON_BODY_LIMIT,
    onError: () => {
      throw new ApiError('payload_too_large');
    },
  });
  // KYC uploads, programme uploads and the back office's answers carry files in base64: those routes set their own, larger limits.
  const ownLimit = (path: string) => path === KYC_UPLOAD_PATH || PROGRAMME_UPLOAD_PATH.test(path) || isStaffReplyPath(path);
  app.use('*', (c, next) => (ownLimit(c.req.path) ? next() : jsonBodyLimit(c, next)));

  app.use('*', withOptionSweep(deps));

  app.route('/', healthRouter(deps));
  app.route('/', authRouter(deps));
  app.route('/', secondFactorRouter(deps));
  app.route('/', passwordRouter(deps));
  app.route('/', usersRouter(deps));
  app.route('/', menuRouter(deps));
  app.route('/', kycRouter(deps));
  app.route('/', residencesRouter(deps));
  app.route('/', residenceRouter(deps));
  app.route('/', lotRouter(deps));
  app.route('/', programmeFilesRouter(deps));
  app.route('/', fundsRouter(deps));
  app.route('/', documentsRouter(deps));
  app.route('/', favoritesRouter(deps));
  app.route('/', searchRouter(deps));
  app.route('/', optionsRouter(deps));
  app.route('/', optionneursRouter(deps));
  app.route('/', clientsRouter(deps));
  app.route('/', salesRouter(deps));
  app.route('/', simulationsRouter(deps));
  app.route('/', subscriptionsRouter(deps));
  app.route('/', contentRouter(deps));
  app.route('/', dashboardRouter(deps));
  app.route('/', messagesRouter(deps));
  app.route('/', contactsRouter(deps));
  app.route('/', notificationsRouter(deps));
  app.route('/', agendaRouter(deps));
  app.route('/', surveysRouter(deps));
  app.route('/', enumsRouter(deps));
  app.route('/', communicationsRouter(deps));
  app.route('/', statsRouter(deps));
  app.route('/', homeRouter(deps));
  app.route('/', backOfficeRouter(deps));
  app.route('/', eventsRouter(deps));
  if (deps.config.testClock && deps.config.appEnv !== 'PROD') app.route('/', testClockRouter(deps));
  if (deps.config.testFixtures && deps.config.appEnv !== 'PROD') app.route('/', testFixturesRouter(deps));

  app.openAPIRegistry.registerComponent('securitySchemes', 'Bearer', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
  });
  app.openAPIRegistry.registerComponent('securitySchemes', 'CatalogueReader', {
    type: 'http',
    scheme: 'bearer',
    description: "Jeton de l'application (CATALOGUE_READ_TOKEN), avec l'en-tête X-Catalogue-Scope : lectures du catalogue partagées par les conseillers d'une portée",
  });
  // Off by default in PROD (API_DOCS=1 turns it on): the contract is no map for strangers.
  if (deps.config.apiDocs ?? deps.config.appEnv !== 'PROD') {
    app.get('/openapi.json', (c) => c.json(openApiDocument(app)));
    app.route('/', apiDocsRouter());
  }

  return app;
}

export type App = ReturnType<typeof createApp>;
