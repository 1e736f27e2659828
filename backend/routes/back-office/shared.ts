import { z } from '@hono/zod-openapi';
import { errorResponses, errorSchema, json } from '../../http/openapi';

/** Every back-office route answers these besides its own: 404 also stands for "not staff". */
export const staffErrors = {
  401: errorResponses[401],
  404: json(errorSchema, 'Ressource introuvable (ou appelant hors back-office)'),
  422: errorResponses[422],
} as const;

export const staffTag = ['Back-office'];

export const okSchema = z.object({ message: z.string() });
