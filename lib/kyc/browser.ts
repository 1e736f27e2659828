import { messages } from '@/contract/messages';
import type { KycDocumentView, KycErrorBody } from './types';

/** A failed KYC request from the browser; `errors` holds the per-field messages (`documents.<i>.…`). */
export class KycRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: KycErrorBody,
  ) {
    super(body.message);
    this.name = 'KycRequestError';
  }
  get fieldErrors(): Record<string, string[]> {
    return this.body.errors ?? {};
  }
}

function errorBodyOf(status: number, text: string): KycErrorBody {
  try {
    const body = JSON.parse(text) as Partial<KycErrorBody>;
    if (typeof body.message === 'string') return { message: body.message, errors: body.errors };
  } catch {
    // not JSON: a proxy or the network answered
  }
  return { message: status === 413 ? messages.kycUpload.tooLarge : messages.errors.generic };
}

// GET /api/kyc/documents
export async function fetchKycDocuments(): Promise<KycDocumentView[]> {
  const response = await fetch('/api/kyc/documents', { headers: { Accept: 'application/json' }, cache: 'no-store' });
  const text = await response.text();
  if (!response.ok) throw new KycRequestError(response.status, errorBodyOf(response.status, text));
  return (JSON.parse(text) as { documents: KycDocumentView[] }).documents;
}

export interface KycPick {
  type: string;
  file: File;
}

/**
 * POST /api/kyc/upload as multipart, one field per document type. XMLHttpRequest rather than fetch because
 * only it reports upload progress; `onProgress` gets a fraction between 0 and 1.
 */
export function sendKycDocuments(picks: KycPick[], onProgress: (fraction: number) => void): Promise<KycDocumentView[]> {
  const form = new FormData();
  for (const pick of picks) form.append(pick.type, pick.file, pick.file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/kyc/upload');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve((JSON.parse(xhr.responseText) as { documents: KycDocumentView[] }).documents);
          return;
        } catch {
          // fall through to the error below
        }
      }
      reject(new KycRequestError(xhr.status, errorBodyOf(xhr.status, xhr.responseText)));
    };
    xhr.onerror = () => reject(new KycRequestError(0, { message: messages.errors.unavailable }));
    xhr.send(form);
  });
}
