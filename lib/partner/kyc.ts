import 'server-only';
import { z } from 'zod';
import { KYC_STATES, type KycDocumentView } from '@/lib/kyc/types';
import { partnerJson, partnerResponse } from './client';

const mapSchema = z.object({
  data: z.record(
    z.string(),
    z.object({
      id: z.number().int().nullish(),
      nom: z.string(),
      url: z.string().nullish(),
      state: z.enum(KYC_STATES),
      obligatoire: z.boolean().optional(),
      motif: z.string().nullish(),
    }),
  ),
});

/** The API's map of documents, as a list in the API's order, with links to the app's file route. */
export function toKycDocuments(body: unknown): KycDocumentView[] {
  return Object.entries(mapSchema.parse(body).data).map(([type, entry]) => ({
    type,
    nom: entry.nom,
    state: entry.state,
    fileUrl: entry.url && entry.id ? `/api/kyc/files/${entry.id}` : null,
    required: entry.obligatoire ?? true,
    reason: entry.motif ?? null,
  }));
}

export interface KycUploadItem {
  document_type: string;
  /** base64, without a data-URL prefix */
  document_content: string;
}

// GET kyc-cgp/list – the adviser's documents and their states
export async function getKycDocuments(token: string): Promise<KycDocumentView[]> {
  return toKycDocuments(await partnerJson<unknown>('kyc-cgp/list', { token }));
}

// POST kyc-cgp/upload – send documents; all are stored or none (422 names the bad ones)
export async function uploadKycDocuments(token: string, documents: KycUploadItem[]): Promise<KycDocumentView[]> {
  return toKycDocuments(await partnerJson<unknown>('kyc-cgp/upload', { method: 'POST', token, body: { documents } }));
}

// GET kyc-cgp/files/{id} – one stored document, streamed as the API sends it
export async function getKycFile(token: string, id: number): Promise<Response> {
  return partnerResponse(`kyc-cgp/files/${id}`, { token });
}
