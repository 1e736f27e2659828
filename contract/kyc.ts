import { z } from 'zod';
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

/** Document states of SPEC §4. */
export const KYC_STATES = ['OK', 'EN ATTENTE', 'KO', 'NON RECU'] as const;
export type KycState = (typeof KYC_STATES)[number];

/** One requested document; a partner API may leave out the optional fields (then: required, no file, no reason). */
export const kycDocumentSchema = z.object({
  id: z.number().int().nullish().describe('Identifiant du document reçu (null si jamais reçu)'),
  nom: z.string(),
  url: z.string().nullish().describe('Chemin du fichier, relatif à la base de l’API'),
  state: z.enum(KYC_STATES),
  obligatoire: z.boolean().optional(),
  motif: z.string().nullish().describe('Motif d’un refus (KO)'),
  date_envoi: z.string().nullish(),
});
export type KycDocument = z.infer<typeof kycDocumentSchema>;

/** GET kyc-cgp/list and POST kyc-cgp/upload: the documents by type key, in the API's order. */
export const kycDocumentMapSchema = z.object({ data: z.record(z.string(), kycDocumentSchema) });

/** POST kyc-cgp/upload: every document of the batch, in base64 without a data-URL prefix. */
export const kycUploadSchema = z.object({
  documents: z
    .array(
      z.object({
        document_type: z.string({ error: KYC_MESSAGES.unknownType }).max(100, KYC_MESSAGES.unknownType),
        document_content: z.string({ error: KYC_MESSAGES.notBase64 }),
      }),
      { error: KYC_MESSAGES.noDocument },
    )
    .min(1, KYC_MESSAGES.noDocument)
    .max(MAX_KYC_BATCH_FILES, KYC_MESSAGES.tooManyDocuments),
});
export type KycUploadItem = z.infer<typeof kycUploadSchema>['documents'][number];
