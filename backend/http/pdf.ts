import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { contentDisposition, type Disposition } from './content-disposition';

/** OpenAPI 200 response of a route that answers a PDF file. */
export const pdfResponse = { description: 'PDF', content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } } };

/** The PDF bytes named `filename`, downloaded (attachment) or shown in the browser (inline). */
export function pdfFile(
  c: Context,
  bytes: Uint8Array,
  filename: string,
  { disposition = 'attachment', headers = {} }: { disposition?: Disposition; headers?: Record<string, string> } = {},
) {
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
    'content-type': 'application/pdf',
    'content-disposition': contentDisposition(filename, disposition),
    ...headers,
  });
}

/** The PDF bytes as a download named `filename`; `headers` adds to the two of every PDF. */
export function pdfAttachment(c: Context, bytes: Uint8Array, filename: string, headers: Record<string, string> = {}) {
  return pdfFile(c, bytes, filename, { headers });
}
