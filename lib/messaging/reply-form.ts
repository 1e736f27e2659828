import 'server-only';
import { staffReplySchema } from '@/contract/back-office';
import { ATTACHMENT_MESSAGES, MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS, MAX_REPLY_FORM_BYTES } from '@/contract/message-attachments';
import type { UploadReading } from '@/lib/back-office/staff-upload';
import { fieldErrorsOf } from '@/contract/field-errors';
import { messages } from '@/contract/messages';

export interface StaffReplyUpload {
  body: string;
  attachments: { name: string; content: string }[];
}

const say = messages.requests;

type Refusal = Extract<UploadReading<StaffReplyUpload>, { ok: false }>;

const refuse = (status: Refusal['status'], message: string, field?: string): Refusal => ({
  ok: false,
  status,
  message,
  errors: field ? { [field]: [message] } : undefined,
});

/**
 * Reads the staff's multipart answer (`body`, and files under `attachments`) into the API's JSON with the files in
 * base64. The length is checked before the body is read, each file's size before it is encoded; the API checks the
 * types by their bytes.
 */
export async function readStaffReplyForm(request: Request): Promise<UploadReading<StaffReplyUpload>> {
  const length = Number(request.headers.get('content-length') ?? NaN);
  if (!Number.isFinite(length)) return refuse(411, say.lengthRequired);
  if (length > MAX_REPLY_FORM_BYTES) return refuse(413, ATTACHMENT_MESSAGES.allTooLarge, 'attachments');
  if (!/^multipart\/form-data/i.test(request.headers.get('content-type') ?? '')) {
    return refuse(415, say.multipartRequired);
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return refuse(400, say.unreadableForm);
  }
  const text = staffReplySchema.safeParse({ body: form.get('body') });
  if (!text.success) {
    const errors = fieldErrorsOf(text.error);
    return refuse(422, Object.values(errors)[0], 'body');
  }
  const files = form.getAll('attachments').filter((entry): entry is File => entry instanceof File && entry.size > 0);
  if (files.length > MAX_ATTACHMENTS) return refuse(422, ATTACHMENT_MESSAGES.tooMany, 'attachments');
  if (files.some((file) => file.size > MAX_ATTACHMENT_BYTES)) return refuse(413, ATTACHMENT_MESSAGES.tooLarge, 'attachments');
  const attachments = await Promise.all(
    files.map(async (file) => ({ name: file.name.slice(0, 200) || 'fichier', content: Buffer.from(await file.arrayBuffer()).toString('base64') })),
  );
  return { ok: true, upload: { body: text.data.body, attachments } };
}
