import { createRoute, z } from '@hono/zod-openapi';
import { withAuth, type AuthEnv } from '../auth/with-auth';
import { claimProtection, findClient, insertClient, listClients, updateClient } from '../db/queries/clients';
import { listOptions } from '../db/queries/options';
import type { Deps } from '../deps';
import { ApiError, invalid } from '../errors';
import { laravelPage } from '../http/laravel-paging';
import { bearer, createRouter, dbId, errorResponses, errorSchema, idParam, json, jsonBody } from '../http/openapi';
import { recognitionKeys } from '../selling/client-identity';
import { clientFieldsSchema, clientSchema, clientView } from '../selling/client-view';
import { sellingConfig } from '../selling/config';
import { optionSchema, optionView } from '../selling/option-view';
import { pageOf, pagingQuery } from '../selling/shapes';
import { fill, messages } from '../../contract/messages';
import { clientChangeAnswerSchema, clientReservationsSchema } from '../../contract/clients';
import { searchQuerySchema } from '../../contract/text';

const m = messages.api.selling;

const listQuery = z.object({ ...pagingQuery, search: searchQuerySchema.optional() });
const denounceBody = z
  .object({
    client: clientFieldsSchema.partial().extend({ id: dbId(m.clientInvalid) }),
  })
  .openapi('ClientDenunciation');
const dayFr = (date: Date) => new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' }).format(date);

export function clientsRouter(deps: Deps) {
  const router = createRouter<AuthEnv>();
  const auth = withAuth(deps);
  const config = sellingConfig(deps.config.selling);
  const mine = async (adviserId: number, id: number) => {
    const row = await findClient(deps.db, { adviserId, id });
    if (!row) throw new ApiError('not_found', m.clientNotFound);
    return row;
  };

  // GET /api/clients – the caller's clients, by name, with their denunciation state
  router.openapi(
    createRoute({
      method: 'get',
      path: '/clients',
      tags: ['Clients'],
      security: bearer,
      middleware: [auth] as const,
      request: { query: listQuery },
      responses: { 200: json(pageOf(clientSchema, 'ClientPage'), 'Clients'), 401: errorResponses[401], 422: errorResponses[422] },
    }),
    async (c) => {
      const { page, per_page: perPage, search } = c.req.valid('query');
      const { rows, total } = await listClients(deps.db, { adviserId: c.var.caller.id, search, page, perPage });
      const now = deps.clock.now();
      const data = rows.map((row) => clientView(row, now));
      return c.json({ data: laravelPage({ requestUrl: c.req.url, rows: data, page, perPage, total }) }, 200);
    },
  );

  // POST /api/clients – add a client to the caller's book
  router.openapi(
    createRoute({
      method: 'post',
      path: '/clients',
      tags: ['Clients'],
      security: bearer,
      middleware: [auth] as const,
      request: { body: jsonBody(clientFieldsSchema) },
      responses: {
        201: json(clientChangeAnswerSchema.extend({ data: clientSchema }), 'Client ajouté'),
        401: errorResponses[401],
        422: errorResponses[422],
      },
    }),
    async (c) => {
      const input = c.req.valid('json');
      const row = await insertClient(deps.db, {
        adviserId: c.var.caller.id,
        civilite: input.civilite ?? null,
        prenom: input.prenom,
        nom: input.nom,
        email: input.email ?? null,
        telephone: input.telephone ?? null,
        address: input.address ?? null,
        postcode: input.postcode ?? null,
        city: input.city ?? null,
        birthDate: input.birth_date ?? null,
        createdAt: deps.clock.now(),
      });
      return c.json({ message: m.clientAdded, data: clientView(row, deps.clock.now()) }, 201);
    },
  );

  // GET /api/clients/{id} – one of the caller's clients
  router.openapi(
    createRoute({
      method: 'get',
      path: '/clients/{id}',
      tags: ['Clients'],
      security: bearer,
      middleware: [auth] as const,
      request: { params: idParam },
      responses: { 200: json(z.object({ data: clientSchema }), 'Client'), 401: errorResponses[401], 404: errorResponses[404] },
    }),
    async (c) => c.json({ data: clientView(await mine(c.var.caller.id, c.req.valid('param').id), deps.clock.now()) }, 200),
  );

  // GET /api/client/{id}/reservation – the client's options and reservations
  router.openapi(
    createRoute({
      method: 'get',
      path: '/client/{id}/reservation',
      tags: ['Clients'],
      security: bearer,
      middleware: [auth] as const,
      request: { params: idParam },
      responses: { 200: json(clientReservationsSchema.extend({ data: z.array(optionSchema) }), 'Options et réservations du client'), 401: errorResponses[401], 404: errorResponses[404] },
    }),
    async (c) => {
      const client = await mine(c.var.caller.id, c.req.valid('param').id);
      const now = deps.clock.now();
      const { rows } = await listOptions(deps.db, { adviserId: c.var.caller.id, clientId: client.id, page: 1, perPage: 100 });
      return c.json({ data: rows.map((row) => optionView(row, config, now)) }, 200);
    },
  );

  // POST /api/client/{id}/denonce – report the client: protected for the caller; refused if another adviser protects them
  router.openapi(
    createRoute({
      method: 'post',
      path: '/client/{id}/denonce',
      tags: ['Clients'],
      security: bearer,
      middleware: [auth] as const,
      request: { params: idParam, body: jsonBody(denounceBody) },
      responses: {
        200: json(clientChangeAnswerSchema.extend({ data: clientSchema }), 'Client dénoncé'),
        401: errorResponses[401],
        404: errorResponses[404],
        409: json(errorSchema, 'Client déjà protégé par un autre conseiller'),
        422: errorResponses[422],
      },
    }),
    async (c) => {
      const id = c.req.valid('param').id;
      const { client: input } = c.req.valid('json');
      if (input.id !== id) throw invalid('client.id', m.clientIdMismatch);
      const caller = c.var.caller;
      const current = await mine(caller.id, id);
      const now = deps.clock.now();
      const until = new Date(now.getTime() + config.clientProtectionDays * 86_400_000);
      const merged = {
        prenom: input.prenom ?? current.prenom,
        nom: input.nom ?? current.nom,
        email: input.email === undefined ? current.email : input.email,
        birthDate: input.birth_date === undefined ? current.birthDate : input.birth_date,
      };
      const keys = recognitionKeys(merged);
      if (!keys.length) {
        throw invalid('client.birth_date', m.denounceNeedsIdentity);
      }
      const row = await deps.db.transaction(async (tx) => {
        for (const key of keys) {
          const claim = await claimProtection(tx, { ...key, adviserId: caller.id, clientId: id, until, now });
          if (!claim.ok) {
            throw new ApiError('conflict', fill(m.clientProtected, { date: dayFr(claim.protectedUntil) }));
          }
        }
        return updateClient(tx, {
          id,
          set: {
            civilite: input.civilite === undefined ? current.civilite : input.civilite,
            prenom: merged.prenom,
            nom: merged.nom,
            email: merged.email,
            birthDate: merged.birthDate,
            telephone: input.telephone === undefined ? current.telephone : input.telephone,
            denouncedBy: caller.id,
            denouncedAt: now,
            protectedUntil: until,
          },
        });
      });
      return c.json({ message: m.clientDenounced, data: clientView(row, now) }, 200);
    },
  );

  return router;
}
