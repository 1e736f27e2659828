import 'server-only';
import { kycDocumentMapSchema, type KycDocument, type KycUploadItem } from '@/contract/kyc';
import type { KycDocumentView } from '@/lib/kyc/types';
import { partnerJson, partnerResponse } from './client';

/** The API's map of documents, as a list in the API's order, with links to the app's file route. */
export function toKycDocuments(map: { data: Record<string, KycDocument> }): KycDocumentView[] {
  return Object.entries(map.data).map(([type, entry]) => ({
    type,
    nom: entry.nom,
    state: entry.state,
    fileUrl: entry.url && entry.id ? `/api/kyc/files/${entry.id}` : null,
    required: entry.obligatoire ?? true,
    reason: entry.motif ?? null,
  }));
}

// GET kyc-cgp/list – the adviser's documents and their states
export async function getKycDocuments(token: string): Promise<KycDocumentView[]> {
  return toKycDocuments(await partnerJson('kyc-cgp/list', { token, answer: kycDocumentMapSchema }));
}

// POST kyc-cgp/upload – send documents; all are stored or none (422 names the bad ones)
export async function uploadKycDocuments(token: string, documents: KycUploadItem[]): Promise<KycDocumentView[]> {
  return toKycDocuments(await partnerJson('kyc-cgp/upload', { method: 'POST', token, body: { documents }, answer: kycDocumentMapSchema }));
}

// GET kyc-cgp/files/{id} – one stored document, streamed as the API sends it
export async function getKycFile(token: string, id: number): Promise<Response> {
  return partnerResponse(`kyc-cgp/files/${id}`, { token });
}
