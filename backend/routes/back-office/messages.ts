import { bodyLimit } from 'hono/body-limit';
import { backOfficeText, inboxSchema, inboxThreadAnswerSchema, inboxThreadChangedSchema, staffReplyUploadSchema, threadAssignSchema } from '../../../contract/back-office';
import { ATTACHMENT_MESSAGES, MAX_REPLY_BODY_BYTES } from '../../../contract/message-attachments';
import type { StaffEnv } from '../../auth/with-staff';
import { recordAudit } from '../../db/queries/back-office/audit';
import { assignThread, findInboxThread, listInbox, listInboxMessages, markStaffRead, type InboxRow } from '../../db/queries/back-office/inbox';
import { listColleagues, worksForBrand } from '../../db/queries/back-office/staff';
import { addAttachments, findStaffAttachment, listAttachments } from '../../db/queries/message-attachments';
import { addMessage } from '../../db/queries/messages';
import { addNotifications } from '../../db/queries/notifications';
import type { Deps } from '../../deps';
import { ApiError, invalid } from '../../errors';
import { downloadHeaders } from '../../http/download-headers';
import { createRouter, errorSchema, idParam, json, jsonBody } from '../../http/openapi';
import { notices } from '../../notifications/notices';
import { attachmentFileResponse, attachmentParams, attachmentView } from '../message-shapes';
import { discardAttachments, storeReplyAttachments } from './reply-attachments';
import { staffRoutes } from './shared';
import { messages } from '../../../contract/messages';

const replyBody = staffReplyUploadSchema.openapi('StaffReply');
const changedAnswer = inboxThreadChangedSchema.openapi('InboxThreadChanged');

/** The answer's route reads its own, larger body limit (files in base64): app.ts leaves it alone. */
export const isStaffReplyPath = (path: string) => /^\/api\/back-office\/messages\/threads\/\d+$/.test(path);

const fullName = (person: { prenom: string; nom: string }) => `${person.prenom} ${person.nom}`;
const threadView = (row: InboxRow) => ({
  id: row.thread.id,
  subject: row.thread.subject,
  marque: row.adviser.brandCode,
  adviser: { id: row.adviser.id, name: fullName(row.adviser), email: row.adviser.email },
  assignee: row.thread.assigneeId && row.assigneeName ? { id: row.thread.assigneeId, name: row.assigneeName } : null,
  unread: Boolean(row.unread),
  updated_at: row.thread.updatedAt.toISOString(),
});

export function backOfficeMessagesRouter(deps: Deps) {
  const router = createRouter<StaffEnv>();
  const route = staffRoutes(deps);
  const replyLimit = bodyLimit({
    maxSize: MAX_REPLY_BODY_BYTES,
    onError: () => {
      throw new ApiError('payload_too_large', ATTACHMENT_MESSAGES.allTooLarge);
    },
  });
  const threadOf = async (id: number, brandCodes: string[]) => {
    const row = await findInboxThread(deps.db, { id, brandCodes });
    if (!row) throw new ApiError('not_found', messages.api.notFound.thread);
    return row;
  };
  const detail = async (id: number, brandCodes: string[]) => {
    const row = await threadOf(id, brandCodes);
    const [rows, colleagues] = await Promise.all([
      listInboxMessages(deps.db, { threadId: id }),
      listColleagues(deps.db, { brandCodes: [row.adviser.brandCode] }),
    ]);
    const files = await listAttachments(deps.db, { messageIds: rows.map((m) => m.id) });
    const messages = rows.map((m) => ({
      id: m.id,
      author: m.authorRole,
      body: m.body,
      created_at: m.createdAt.toISOString(),
      attachments: (files.get(m.id) ?? []).map(attachmentView),
    }));
    return { ...threadView(row), messages, colleagues: colleagues.map((p) => ({ id: p.id, name: fullName(p) })) };
  };

  // GET /api/back-office/messages/threads – the team inbox: every adviser thread of the caller's brands, unread first
  router.openapi(
    route({ method: 'get', path: '/back-office/messages/threads', responses: { 200: json(inboxSchema.openapi('Inbox'), 'Conversations') } }),
    async (c) => c.json({ data: (await listInbox(deps.db, { brandCodes: c.var.staffBrands })).map(threadView) }, 200),
  );

  // GET /api/back-office/messages/threads/{id} – one thread with its messages (reading it changes nothing: a prefetch is a read too)
  router.openapi(
    route({ method: 'get', path: '/back-office/messages/threads/{id}', request: { params: idParam }, responses: { 200: json(inboxThreadAnswerSchema.openapi('InboxThreadAnswer'), 'Conversation') } }),
    async (c) => c.json({ data: await detail(c.req.valid('param').id, c.var.staffBrands) }, 200),
  );

  // PUT /api/back-office/messages/threads/{id}/read – a member of the team has seen the thread: it is read for the team
  router.openapi(
    route({ method: 'put', path: '/back-office/messages/threads/{id}/read', request: { params: idParam }, responses: { 204: { description: 'Conversation lue' } } }),
    async (c) => {
      const { id } = c.req.valid('param');
      await threadOf(id, c.var.staffBrands);
      await markStaffRead(deps.db, { threadId: id, now: deps.clock.now() });
      return c.body(null, 204);
    },
  );

  // POST /api/back-office/messages/threads/{id} – answer an adviser, with files in base64 if any; the adviser is notified
  router.openapi(
    route(
      {
        method: 'post',
        path: '/back-office/messages/threads/{id}',
        request: { params: idParam, body: jsonBody(replyBody) },
        responses: {
          201: json(changedAnswer, 'Réponse envoyée'),
          413: json(errorSchema, 'Pièce jointe ou envoi trop volumineux'),
          415: json(errorSchema, 'Pièce jointe ni PDF, ni JPEG, ni PNG'),
        },
      },
      // The files make this body larger than the API's 1 MB (app.ts leaves it to this route).
      [replyLimit],
    ),
    async (c) => {
      const { id } = c.req.valid('param');
      const { body, attachments } = c.req.valid('json');
      const row = await threadOf(id, c.var.staffBrands);
      const caller = c.var.caller;
      const now = deps.clock.now();
      const files = await storeReplyAttachments(deps, id, attachments);
      try {
        await deps.db.transaction(async (tx) => {
          const message = await addMessage(tx, { threadId: id, authorId: caller.id, authorRole: 'staff', body, now });
          await addAttachments(tx, { messageId: message.id, files });
          await markStaffRead(tx, { threadId: id, now });
          await addNotifications(tx, { now, items: [{ userId: row.thread.userId, notice: notices.staffMessage(row.thread) }] });
          const details = { message_id: message.id, subject: row.thread.subject, attachments: files.map((file) => file.name) };
          await recordAudit(tx, { actor: caller, action: 'message.reply', targetType: 'thread', targetId: id, brandCodes: [row.adviser.brandCode], details, now });
        });
      } catch (error) {
        await discardAttachments(deps, files);
        throw error;
      }
      return c.json({ message: backOfficeText.messages.sent, data: await detail(id, c.var.staffBrands) }, 201);
    },
  );

  // GET /api/back-office/messages/threads/{id}/attachments/{attachmentId} – a file of the thread, the adviser's or the team's, as an attachment
  router.openapi(
    route({
      method: 'get',
      path: '/back-office/messages/threads/{id}/attachments/{attachmentId}',
      request: { params: attachmentParams },
      responses: { 200: attachmentFileResponse },
    }),
    async (c) => {
      const { id, attachmentId } = c.req.valid('param');
      const attachment = await findStaffAttachment(deps.db, { brandCodes: c.var.staffBrands, threadId: id, id: attachmentId });
      const stored = attachment ? await deps.storage.get(attachment.filePath) : null;
      if (!attachment || !stored) throw new ApiError('not_found', messages.api.messaging.attachmentNotFound);
      return c.body(stored.stream, 200, downloadHeaders(attachment, stored.size)) as never;
    },
  );

  // PUT /api/back-office/messages/threads/{id}/assignee – give the thread to a colleague of its brand (null: nobody)
  router.openapi(
    route({
      method: 'put',
      path: '/back-office/messages/threads/{id}/assignee',
      request: { params: idParam, body: jsonBody(threadAssignSchema.openapi('ThreadAssign')) },
      responses: { 200: json(changedAnswer, 'Conversation attribuée') },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const { assignee_id } = c.req.valid('json');
      const row = await threadOf(id, c.var.staffBrands);
      if (assignee_id !== null && !(await worksForBrand(deps.db, { userId: assignee_id, brandCode: row.adviser.brandCode }))) {
        throw invalid('assignee_id', backOfficeText.errors.assignee);
      }
      const now = deps.clock.now();
      await deps.db.transaction(async (tx) => {
        await assignThread(tx, { threadId: id, assigneeId: assignee_id });
        await recordAudit(tx, { actor: c.var.caller, action: 'thread.assign', targetType: 'thread', targetId: id, brandCodes: [row.adviser.brandCode], details: { assignee_id }, now });
      });
      return c.json({ message: backOfficeText.messages.assigned, data: await detail(id, c.var.staffBrands) }, 200);
    },
  );

  return router;
}
