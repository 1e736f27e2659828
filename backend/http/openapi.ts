import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { Env } from 'hono';
import type { ZodType } from 'zod';
import { invalid } from '../errors';
import { findNulChar, nulCharMessage } from './nul-chars';

/**
 * Every router throws its validation failures to the single `onError` (422, Laravel-style). Valid input is also
 * refused when a string holds U+0000, for every schema of the API at once (PostgreSQL cannot store it).
 */
export function createRouter<E extends Env = Env>() {
  return new OpenAPIHono<E>({
    defaultHook: (result) => {
      if (!result.success) throw result.error;
      const field = findNulChar(result.data);
      if (field) throw invalid(field, nulCharMessage);
    },
  });
}

export const errorSchema = z
  .object({
    message: z.string(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
  })
  .openapi('Error');

export const messageSchema = z.object({ message: z.string() }).openapi('Message');

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

