import { ApiError } from '../errors';
import { KYC_MESSAGES, MAX_KYC_FILE_BYTES } from '../../contract/kyc';
import { checkUpload, type CheckedUpload, type UploadRefusal } from '../storage/checked-upload';

export interface UploadItem {
  document_type: string;
  document_content: string;
}

export type CheckedDocument = CheckedUpload & { documentType: string };

const refusals: Record<UploadRefusal, string> = {
  empty: KYC_MESSAGES.empty,
  notBase64: KYC_MESSAGES.notBase64,
  tooLarge: KYC_MESSAGES.fileTooLarge,
  badType: KYC_MESSAGES.badType,
};

async function checkOne(item: UploadItem): Promise<CheckedDocument | string> {
  const checked = await checkUpload(item.document_content, MAX_KYC_FILE_BYTES);
  return typeof checked === 'string' ? refusals[checked] : { documentType: item.document_type, ...checked };
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
