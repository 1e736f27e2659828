import { createRoute, z } from '@hono/zod-openapi';
import { withAuth, type AuthEnv } from '../auth/with-auth';
import { addMessage, createThread, findThread, listThreadMessages, listThreads, markThreadRead, type MessageRow, type ThreadRow } from '../db/queries/messages';
import type { Deps } from '../deps';
import { ApiError } from '../errors';
import { laravelPage } from '../http/laravel-paging';
import { bearer, createRouter, errorResponses, idParam, json, jsonBody } from '../http/openapi';
import { downloadHeaders } from '../http/download-headers';
import { findAdviserAttachment, listAttachments, type AttachmentRow } from '../db/queries/message-attachments';
import { attachmentFileResponse, attachmentParams, attachmentView } from './message-shapes';
import { laravelPageSchema } from '../../contract/paging';
import { pagingQuery } from '../selling/shapes';
import { messages } from '../../contract/messages';
import {
  messageSchema as contractMessageSchema,
  replyInputSchema,
  threadAnswerSchema,
  threadInputSchema,
  threadSchema as contractThreadSchema,
  type Message,
  type Thread,
} from '../../contract/messaging';

const replyBody = replyInputSchema.openapi('MessageCreate');
const threadBody = threadInputSchema.openapi('ThreadCreate');
const messageSchema = contractMessageSchema.openapi('Message');
const threadSchema = contractThreadSchema.openapi('Thread');
const threadDetail = threadAnswerSchema.extend({ data: threadSchema.extend({ messages: z.array(messageSchema) }) }).openapi('ThreadDetail');
const threadNotFound = () => new ApiError('not_found', messages.api.messaging.threadNotFound);

const messageView = (m: MessageRow, attachments: AttachmentRow[] = []): Message => ({
  id: m.id,
  author: m.authorRole,
  body: m.body,
  created_at: m.createdAt.toISOString(),
  read_at: m.readAt?.toISOString() ?? null,
  attachments: attachments.map(attachmentView),
});
const threadView = (t: ThreadRow, unread: number): Thread => ({
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
    if (!thread) throw threadNotFound();
    const threadMessages = await listThreadMessages(deps.db, { threadId: id });
    const files = await listAttachments(deps.db, { messageIds: threadMessages.map((m) => m.id) });
    return { ...threadView(thread, 0), messages: threadMessages.map((m) => messageView(m, files.get(m.id))) };
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

  // GET /api/messages/threads/{id} – one of the caller's conversations (reading it changes nothing: a prefetch is a read too)
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
      return c.json({ data: await detail(c.var.caller.id, id) }, 200);
    },
  );

  // PUT /api/messages/threads/{id}/read – the adviser has seen the conversation: the back-office's answers become read
  router.openapi(
    createRoute({
      method: 'put',
      path: '/messages/threads/{id}/read',
      tags: ['Messagerie'],
      security: bearer,
      middleware: [auth] as const,
      request: { params: idParam },
      responses: { 204: { description: 'Conversation lue' }, 401: errorResponses[401], 404: errorResponses[404], 422: errorResponses[422] },
    }),
    async (c) => {
      const id = c.req.valid('param').id;
      if (!(await findThread(deps.db, { userId: c.var.caller.id, id }))) throw threadNotFound();
      await markThreadRead(deps.db, { threadId: id, now: deps.clock.now() });
      return c.body(null, 204);
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
      if (!(await findThread(deps.db, { userId, id }))) throw threadNotFound();
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
        200: attachmentFileResponse,
        401: errorResponses[401],
        404: errorResponses[404],
        422: errorResponses[422],
      },
    }),
    async (c) => {
      const { id, attachmentId } = c.req.valid('param');
      const attachment = await findAdviserAttachment(deps.db, { userId: c.var.caller.id, threadId: id, id: attachmentId });
      const stored = attachment ? await deps.storage.get(attachment.filePath) : null;
      if (!attachment || !stored) throw new ApiError('not_found', messages.api.messaging.attachmentNotFound);
      return c.body(stored.stream, 200, downloadHeaders(attachment, stored.size)) as never;
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
