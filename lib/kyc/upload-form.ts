import 'server-only';
import type { KycUploadItem } from '@/contract/kyc';
import { KYC_MESSAGES, MAX_KYC_BATCH_FILES, MAX_KYC_FILE_BYTES, MAX_KYC_FORM_BODY_BYTES } from '@/contract/kyc';
import type { KycErrorBody } from './types';

export type UploadFormResult =
  | { ok: true; items: KycUploadItem[] }
  | { ok: false; status: 400 | 411 | 413 | 415 | 422; body: KycErrorBody };

const refuse = (status: 400 | 411 | 413 | 415 | 422, message: string, errors?: Record<string, string[]>): UploadFormResult => ({
  ok: false,
  status,
  body: errors ? { message, errors } : { message },
});

/**
 * Reads the browser's multipart form (one file per document type, the field name being the type) into the
 * API's base64 items. The length is checked before the body is read, and each file's size before it is
 * encoded, so an oversized send costs no memory. Error keys match the API's (`documents.<index>.…`).
 */
export async function readKycUploadForm(request: Request): Promise<UploadFormResult> {
  const length = Number(request.headers.get('content-length') ?? NaN);
  if (!Number.isFinite(length)) return refuse(411, 'La taille de l’envoi doit être annoncée.');
  if (length > MAX_KYC_FORM_BODY_BYTES) return refuse(413, KYC_MESSAGES.batchTooLarge);
  if (!/^multipart\/form-data/i.test(request.headers.get('content-type') ?? '')) {
    return refuse(415, 'Les documents doivent être envoyés en multipart/form-data.');
  }

  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return refuse(400, 'Le formulaire envoyé est illisible.');
  }
  // Only real files are sent (SPEC §5); other fields are ignored.
  const files = [...form.entries()].filter((entry): entry is [string, File] => entry[1] instanceof File);
  if (files.length === 0) return refuse(422, KYC_MESSAGES.noDocument, { documents: [KYC_MESSAGES.noDocument] });
  if (files.length > MAX_KYC_BATCH_FILES) {
    return refuse(422, KYC_MESSAGES.tooManyDocuments, { documents: [KYC_MESSAGES.tooManyDocuments] });
  }

  const tooLarge: Record<string, string[]> = {};
  files.forEach(([, file], index) => {
    if (file.size > MAX_KYC_FILE_BYTES) tooLarge[`documents.${index}.document_content`] = [KYC_MESSAGES.fileTooLarge];
  });
  if (Object.keys(tooLarge).length > 0) return refuse(413, KYC_MESSAGES.fileTooLarge, tooLarge);

  const items = await Promise.all(
    files.map(async ([type, file]) => ({
      document_type: type,
      document_content: Buffer.from(await file.arrayBuffer()).toString('base64'),
    })),
  );
  return { ok: true, items };
}
