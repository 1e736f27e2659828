import { fileTypeFromBuffer } from 'file-type';
import { KYC_MIME_TYPES, type KycMimeType } from '../../contract/kyc';

/** Uploads of every kind (KYC documents, answers' attachments) take the same three types. */
type UploadMimeType = KycMimeType;

export interface CheckedUpload {
  bytes: Uint8Array;
  mime: UploadMimeType;
  ext: 'pdf' | 'jpg' | 'png';
}

/** Why a sent file was refused; each caller words it. */
export type UploadRefusal = 'empty' | 'notBase64' | 'tooLarge' | 'badType';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const EXTENSIONS: Record<UploadMimeType, CheckedUpload['ext']> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

function decodedLength(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return (base64.length / 4) * 3 - padding;
}

/** A base64 file sent to the API: a PDF, JPEG or PNG by its bytes (never by its name), at most `maxBytes`. */
export async function checkUpload(content: string, maxBytes: number): Promise<CheckedUpload | UploadRefusal> {
  if (content.length === 0) return 'empty';
  if (content.length % 4 !== 0 || !BASE64.test(content)) return 'notBase64';
  // The size is known from the text, so an oversized file is refused before it is decoded.
  if (decodedLength(content) > maxBytes) return 'tooLarge';
  const bytes = new Uint8Array(Buffer.from(content, 'base64'));
  if (bytes.length === 0) return 'empty';
  const mime = (await fileTypeFromBuffer(bytes))?.mime as UploadMimeType | undefined;
  if (!mime || !KYC_MIME_TYPES.includes(mime)) return 'badType';
  return { bytes, mime, ext: EXTENSIONS[mime] };
}
