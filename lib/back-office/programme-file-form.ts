import 'server-only';
import {
  MAX_PROGRAMME_FORM_BODY_BYTES,
  PROGRAMME_FILE_KINDS,
  PROGRAMME_FILE_RULES,
  programmeText,
  tooLargeMessage,
  type ProgrammeFileKind,
  type ProgrammeFileUpload,
} from '@/contract/back-office-programmes';
import type { UploadReading } from './staff-upload';

type ProgrammeFileFormResult = UploadReading<ProgrammeFileUpload>;

const say = programmeText.errors;
const refuse = (status: 400 | 411 | 413 | 415 | 422, message: string, errors?: Record<string, string[]>): ProgrammeFileFormResult => ({ ok: false, status, message, errors });

/**
 * Reads the staff browser's multipart form (kind, title, file) into the API's base64 upload. The announced length
 * is checked before the body is read and the file's size before it is encoded; the API checks the type by content.
 */
export async function readProgrammeFileForm(request: Request): Promise<ProgrammeFileFormResult> {
  const length = Number(request.headers.get('content-length') ?? NaN);
  if (!Number.isFinite(length)) return refuse(411, say.empty);
  if (length > MAX_PROGRAMME_FORM_BODY_BYTES) return refuse(413, tooLargeMessage('document'));
  if (!/^multipart\/form-data/i.test(request.headers.get('content-type') ?? '')) return refuse(415, say.badType);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return refuse(400, say.notBase64);
  }
  const kind = form.get('kind');
  const title = form.get('title');
  const file = form.get('file');
  if (!PROGRAMME_FILE_KINDS.includes(kind as ProgrammeFileKind)) return refuse(422, say.kind, { kind: [say.kind] });
  if (!(file instanceof File) || file.size === 0) return refuse(422, say.empty, { file: [say.empty] });
  if (file.size > PROGRAMME_FILE_RULES[kind as ProgrammeFileKind].maxBytes) return refuse(413, tooLargeMessage(kind as ProgrammeFileKind));
  const content = Buffer.from(await file.arrayBuffer()).toString('base64');
  return { ok: true, upload: { kind: kind as ProgrammeFileKind, title: typeof title === 'string' ? title : '', content } };
}
