import { createRoute, z } from '@hono/zod-openapi';
import { withAuth, type AuthEnv } from '../auth/with-auth';
import { addMessage, createThread, findThread, listThreadMessages, listThreads, markThreadRead, type MessageRow, type ThreadRow } from '../db/queries/messages';
import type { Deps } from '../deps';
import { ApiError } from '../errors';
import { laravelPage } from '../http/laravel-paging';
import { bearer, createRouter, dbId, errorResponses, idParam, json, jsonBody } from '../http/openapi';
import { attachmentDisposition } from '../http/attachment-disposition';
import { findAdviserAttachment, listAttachments, type AttachmentRow } from '../db/queries/message-attachments';
import { attachmentSchema, attachmentView } from './message-shapes';
import { laravelPageSchema } from '../../contract/paging';
import { pagingQuery } from '../selling/shapes';

const bodyText = z.string({ error: 'Écrivez votre message' }).trim().min(1, 'Écrivez votre message').max(5000, '5000 caractères au maximum');
const replyBody = z.object({ body: bodyText }).openapi('MessageCreate');
const threadBody = z
  .object({ subject: z.string({ error: 'Indiquez le sujet' }).trim().min(1, 'Indiquez le sujet').max(200, '200 caractères au maximum'), body: bodyText })
  .openapi('ThreadCreate');

const messageSchema = z
  .object({
    id: z.number().int(),
    author: z.enum(['cgp', 'staff']),
    body: z.string(),
    created_at: z.string(),
    read_at: z.string().nullable(),
    attachments: z.array(attachmentSchema),
  })
  .openapi('Message');
const attachmentParams = z.object({ id: idParam.shape.id, attachmentId: dbId().openapi({ param: { name: 'attachmentId', in: 'path' }, example: 3 }) });
const threadSchema = z
  .object({ id: z.number().int(), subject: z.string(), archived: z.boolean(), created_at: z.string(), updated_at: z.string(), unread: z.number().int() })
  .openapi('Thread');
const threadDetail = z.object({ data: threadSchema.extend({ messages: z.array(messageSchema) }) }).openapi('ThreadDetail');

const messageView = (m: MessageRow, attachments: AttachmentRow[] = []) => ({
  id: m.id,
  author: m.authorRole,
  body: m.body,
  created_at: m.createdAt.toISOString(),
  read_at: m.readAt?.toISOString() ?? null,
  attachments: attachments.map(attachmentView),
});
const threadView = (t: ThreadRow, unread: number) => ({
  id: t.id,
  subject: t.subject,
  archived: t.archived,
  created_at: t.createdAt.toISOString(),
  updated_at: t.updatedAt.toISOString(),
  unread,
});

export function messagesRouter(deps: Deps) {
  const router = createRouter<AuthEnv>();
  const auth = withAuth(deps);
  const detail = async (userId: number, id: number) => {
    const thread = await findThread(deps.db, { userId, id });
    if (!thread) throw new ApiError('not_found', 'Conversation introuvable');
    const messages = await listThreadMessages(deps.db, { threadId: id });
    const files = await listAttachments(deps.db, { messageIds: messages.map((m) => m.id) });
    return { ...threadView(thread, 0), messages: messages.map((m) => messageView(m, files.get(m.id))) };
  };

  // GET /api/messages/threads – the caller's conversations with the back-office, latest activity first
  router.openapi(
    createRoute({
      method: 'get',
      path: '/messages/threads',
      tags: ['Messagerie'],
      security: bearer,
      middleware: [auth] as const,
      request: { query: z.object(pagingQuery) },
      responses: { 200: json(z.object({ data: laravelPageSchema(threadSchema) }).openapi('ThreadPage'), 'Conversations'), 401: errorResponses[401], 422: errorResponses[422] },
    }),
    async (c) => {
      const query = c.req.valid('query');
      const { rows, total } = await listThreads(deps.db, { userId: c.var.caller.id, page: query.page, perPage: query.per_page });
      const data = rows.map((row) => threadView(row.thread, row.unread));
      return c.json({ data: laravelPage({ requestUrl: c.req.url, rows: data, page: query.page, perPage: query.per_page, total }) }, 200);
    },
  );

  // GET /api/messages/threads/{id} – one of the caller's conversations; the back-office's answers become read
  router.openapi(
    createRoute({
      method: 'get',
      path: '/messages/threads/{id}',
      tags: ['Messagerie'],
      security: bearer,
      middleware: [auth] as const,
      request: { params: idParam },
      responses: { 200: json(threadDetail, 'Conversation'), 401: errorResponses[401], 404: errorResponses[404], 422: errorResponses[422] },
    }),
    async (c) => {
      const id = c.req.valid('param').id;
      const answer = await detail(c.var.caller.id, id);
      await markThreadRead(deps.db, { threadId: id, now: deps.clock.now() });
      return c.json({ data: answer }, 200);
    },
  );

  // POST /api/messages/threads/{id} – reply in one of the caller's conversations
  router.openapi(
    createRoute({
      method: 'post',
      path: '/messages/threads/{id}',
      tags: ['Messagerie'],
      security: bearer,
      middleware: [auth] as const,
      request: { params: idParam, body: jsonBody(replyBody) },
      responses: { 201: json(threadDetail, 'Message envoyé'), 401: errorResponses[401], 404: errorResponses[404], 422: errorResponses[422] },
    }),
    async (c) => {
      const id = c.req.valid('param').id;
      const { body } = c.req.valid('json');
      const userId = c.var.caller.id;
      if (!(await findThread(deps.db, { userId, id }))) throw new ApiError('not_found', 'Conversation introuvable');
      await deps.db.transaction((tx) => addMessage(tx, { threadId: id, authorId: userId, body, now: deps.clock.now() }));
      return c.json({ data: await detail(userId, id) }, 201);
    },
  );

  // GET /api/messages/threads/{id}/attachments/{attachmentId} – a file the back-office joined to its answer, as an attachment
  router.openapi(
    createRoute({
      method: 'get',
      path: '/messages/threads/{id}/attachments/{attachmentId}',
      tags: ['Messagerie'],
      security: bearer,
      middleware: [auth] as const,
      request: { params: attachmentParams },
      responses: {
        200: { description: 'Le fichier (PDF, JPEG ou PNG)', content: { 'application/octet-stream': { schema: z.string().openapi({ format: 'binary' }) } } },
        401: errorResponses[401],
        404: errorResponses[404],
        422: errorResponses[422],
      },
    }),
    async (c) => {
      const { id, attachmentId } = c.req.valid('param');
      const attachment = await findAdviserAttachment(deps.db, { userId: c.var.caller.id, threadId: id, id: attachmentId });
      const stored = attachment ? await deps.storage.get(attachment.filePath) : null;
      if (!attachment || !stored) throw new ApiError('not_found', 'Pièce jointe introuvable');
      return c.body(stored.stream, 200, {
        'Content-Type': attachment.mime,
        'Content-Disposition': attachmentDisposition(attachment.name),
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, no-store',
        'Content-Length': String(stored.size),
      }) as never;
    },
  );

  // POST /api/messages/threads – start a conversation with the back-office
  router.openapi(
    createRoute({
      method: 'post',
      path: '/messages/threads',
      tags: ['Messagerie'],
      security: bearer,
      middleware: [auth] as const,
      request: { body: jsonBody(threadBody) },
      responses: { 201: json(threadDetail, 'Conversation créée'), 401: errorResponses[401], 422: errorResponses[422] },
    }),
    async (c) => {
      const input = c.req.valid('json');
      const userId = c.var.caller.id;
      const thread = await deps.db.transaction((tx) => createThread(tx, { userId, ...input, now: deps.clock.now() }));
      return c.json({ data: await detail(userId, thread.id) }, 201);
    },
  );

  return router;
}
