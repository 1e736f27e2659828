import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { Env } from 'hono';
import type { ZodType } from 'zod';

/** Every router throws its validation failures to the single `onError` (422, Laravel-style). */
export function createRouter<E extends Env = Env>() {
  return new OpenAPIHono<E>({
    defaultHook: (result) => {
      if (!result.success) throw result.error;
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
