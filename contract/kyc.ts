import { messages } from './messages';

/** Upload limits shared by the browser, the BFF route handler and the partner API (decisions.md: KYC uploads). */
export const MAX_KYC_FILE_BYTES = 10 * 1024 * 1024;
/** One send may carry several documents, up to this many bytes of files in all. */
export const MAX_KYC_BATCH_BYTES = 40 * 1024 * 1024;
export const MAX_KYC_BATCH_FILES = 10;

export const KYC_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type KycMimeType = (typeof KYC_MIME_TYPES)[number];

/** Length of the base64 text of `bytes` bytes. */
export const base64Length = (bytes: number) => 4 * Math.ceil(bytes / 3);

/** JSON body the API accepts on `POST kyc-cgp/upload`: a full batch in base64 plus room for the envelope. */
export const MAX_KYC_UPLOAD_BODY_BYTES = base64Length(MAX_KYC_BATCH_BYTES) + 64 * 1024;

/** Multipart body the BFF accepts from the browser: a full batch plus room for the part headers. */
export const MAX_KYC_FORM_BODY_BYTES = MAX_KYC_BATCH_BYTES + 256 * 1024;

/** The KYC upload refusals, worded once in messages/fr.json for the browser, the BFF and the API. */
export const KYC_MESSAGES = messages.kycUpload;
