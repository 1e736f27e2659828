import { randomUUID } from 'node:crypto';
import { ATTACHMENT_MESSAGES, MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS_BYTES } from '../../../contract/message-attachments';
import type { Deps } from '../../deps';
import { ApiError, type ApiErrorCode } from '../../errors';
import { checkUpload, type CheckedUpload, type UploadRefusal } from '../../storage/checked-upload';
import { storedFileName } from '../../http/stored-file-name';

export interface StoredAttachment {
  filePath: string;
  name: string;
  mime: string;
  size: number;
}

const refusals: Record<UploadRefusal, { code: ApiErrorCode; message: string }> = {
  tooLarge: { code: 'payload_too_large', message: ATTACHMENT_MESSAGES.tooLarge },
  badType: { code: 'unsupported_media_type', message: ATTACHMENT_MESSAGES.badType },
  empty: { code: 'unprocessable', message: ATTACHMENT_MESSAGES.empty },
  notBase64: { code: 'unprocessable', message: ATTACHMENT_MESSAGES.empty },
};
// One answer for a send with several bad files: the most telling status wins.
const precedence: ApiErrorCode[] = ['payload_too_large', 'unsupported_media_type', 'unprocessable'];

/**
 * Checks every file of an answer (PDF, JPEG or PNG by its bytes, 10 MB each, 20 MB in all) and stores them under
 * server-made keys; nothing is stored unless all pass. The caller removes the stored files if its write fails.
 */
export async function storeReplyAttachments(deps: Deps, threadId: number, items: { name: string; content: string }[]): Promise<StoredAttachment[]> {
  const errors: Record<string, string[]> = {};
  const codes = new Set<ApiErrorCode>();
  const checked: (CheckedUpload & { name: string })[] = [];
  let total = 0;
  for (const [index, item] of items.entries()) {
    const result = await checkUpload(item.content, MAX_ATTACHMENT_BYTES);
    if (typeof result === 'string') {
      errors[`attachments.${index}.content`] = [refusals[result].message];
      codes.add(refusals[result].code);
    } else {
      total += result.bytes.length;
      checked.push({ ...result, name: storedFileName(item.name, result.mime) });
    }
  }
  if (total > MAX_ATTACHMENTS_BYTES) {
    errors.attachments = [ATTACHMENT_MESSAGES.allTooLarge];
    codes.add('payload_too_large');
  }
  const code = precedence.find((candidate) => codes.has(candidate));
  if (code) throw new ApiError(code, Object.values(errors)[0][0], errors);

  const stored = checked.map((file) => ({ filePath: `messages/${threadId}/${randomUUID()}.${file.ext}`, name: file.name, mime: file.mime, size: file.bytes.length }));
  try {
    await Promise.all(stored.map((file, i) => deps.storage.put(file.filePath, checked[i].bytes, file.mime)));
  } catch (error) {
    await discardAttachments(deps, stored);
    throw error;
  }
  return stored;
}

export function discardAttachments(deps: Deps, files: StoredAttachment[]) {
  return Promise.all(files.map((file) => deps.storage.delete(file.filePath).catch(() => deps.logger.warn({ file: file.filePath }, 'pièce jointe non supprimée'))));
}
