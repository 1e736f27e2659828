import { fileTypeFromBuffer } from 'file-type';
import { ApiError } from '../errors';
import { KYC_MESSAGES, KYC_MIME_TYPES, MAX_KYC_FILE_BYTES, type KycMimeType } from '../../contract/kyc';

export interface UploadItem {
  document_type: string;
  document_content: string;
}

export interface CheckedDocument {
  documentType: string;
  bytes: Uint8Array;
  mime: KycMimeType;
  ext: 'pdf' | 'jpg' | 'png';
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const EXTENSIONS: Record<KycMimeType, CheckedDocument['ext']> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

function decodedLength(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return (base64.length / 4) * 3 - padding;
}

async function checkOne(item: UploadItem): Promise<CheckedDocument | string> {
  const content = item.document_content;
  if (content.length === 0) return KYC_MESSAGES.empty;
  if (content.length % 4 !== 0 || !BASE64.test(content)) return KYC_MESSAGES.notBase64;
  // The size is known from the text, so an oversized file is refused before it is decoded.
  if (decodedLength(content) > MAX_KYC_FILE_BYTES) return KYC_MESSAGES.fileTooLarge;
  const bytes = new Uint8Array(Buffer.from(content, 'base64'));
  if (bytes.length === 0) return KYC_MESSAGES.empty;
  const detected = await fileTypeFromBuffer(bytes);
  const mime = detected?.mime as KycMimeType | undefined;
  if (!mime || !KYC_MIME_TYPES.includes(mime)) return KYC_MESSAGES.badType;
  return { documentType: item.document_type, bytes, mime, ext: EXTENSIONS[mime] };
}

/**
 * Checks every item of a send (type known to the adviser's brand, sent once, content a PDF, JPEG or PNG
 * by its bytes, at most 10 MB) and throws one 422 naming each bad item, so nothing is stored unless all pass.
 */
export async function checkKycDocuments(items: UploadItem[], knownTypes: Set<string>): Promise<CheckedDocument[]> {
  const errors: Record<string, string[]> = {};
  const seen = new Set<string>();
  const checked: CheckedDocument[] = [];
  for (const [index, item] of items.entries()) {
    if (!knownTypes.has(item.document_type)) {
      errors[`documents.${index}.document_type`] = [KYC_MESSAGES.unknownType];
    } else if (seen.has(item.document_type)) {
      errors[`documents.${index}.document_type`] = [KYC_MESSAGES.duplicateType];
    }
    seen.add(item.document_type);
    const result = await checkOne(item);
    if (typeof result === 'string') errors[`documents.${index}.document_content`] = [result];
    else checked.push(result);
  }
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new ApiError('unprocessable', first, errors);
  return checked;
}
