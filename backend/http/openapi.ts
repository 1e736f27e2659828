import { OpenAPIHono, z, type RouteConfig } from '@hono/zod-openapi';
import type { Env } from 'hono';
import type { ZodType } from 'zod';
import { errorBodySchema, messageAnswerSchema } from '../../contract/answers';
import { invalid } from '../errors';
import { requiresBearer } from './bearer-guard';
import { findNulChar, nulCharMessage } from './nul-chars';

/**
 * Every router throws its validation failures to the single `onError` (422, Laravel-style). Valid input is also
 * refused when a string holds U+0000, for every schema of the API at once (PostgreSQL cannot store it).
 */
export function createRouter<E extends Env = Env>() {
  const router = new OpenAPIHono<E>({
    defaultHook: (result) => {
      if (!result.success) throw result.error;
      const field = findNulChar(result.data);
      if (field) throw invalid(field, nulCharMessage);
    },
  });
  // The document says what the router does: the route's own security, else a bearer check where the middleware has
  // one (else `security: []`, public), and the 422 of `defaultHook` wherever there is input to validate.
  const register = router.openapi;
  router.openapi = ((route: RouteConfig, ...rest: unknown[]) => {
    const security = route.security ?? (requiresBearer(route.middleware) ? bearer : []);
    const responses = route.request ? { 422: errorResponses[422], ...route.responses } : route.responses;
    return (register as (...args: unknown[]) => unknown)({ ...route, security, responses }, ...rest);
  }) as typeof register;
  return router;
}

export const errorSchema = errorBodySchema.openapi('Error');

export const messageSchema = messageAnswerSchema.openapi('Message');

export function jsonBody<T extends ZodType>(schema: T) {
  return { required: true, content: { 'application/json': { schema } } } as const;
}

export function json<T extends ZodType>(schema: T, description: string) {
  return { description, content: { 'application/json': { schema } } } as const;
}

export const errorResponses = {
  401: json(errorSchema, 'Token invalide'),
  404: json(errorSchema, 'Ressource introuvable'),
  422: json(errorSchema, 'Données invalides'),
  429: json(errorSchema, 'Trop de tentatives'),
} as const;

export const bearer = [{ Bearer: [] }];

/** A row id: a positive PostgreSQL integer (int32), so an overflowing id is a 422, never a database error. */
export const dbId = (message = 'Identifiant invalide') =>
  z.coerce.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);

/** Path ids: positive integers; anything else is a 422 with the field named. */
export const idParam = z.object({
  id: dbId().openapi({ param: { name: 'id', in: 'path' }, example: 12 }),
});

