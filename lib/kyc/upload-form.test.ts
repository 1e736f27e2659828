import { describe, expect, it } from 'vitest';
import { MAX_KYC_FILE_BYTES } from '@/contract/kyc';
import { readKycUploadForm } from './upload-form';

async function requestOf(form: FormData, headers: Record<string, string> = {}): Promise<Request> {
  const encoded = new Response(form);
  const body = await encoded.arrayBuffer();
  return new Request('http://lrp.localhost/api/kyc/upload', {
    method: 'POST',
    body,
    headers: {
      'content-type': encoded.headers.get('content-type')!,
      'content-length': String(body.byteLength),
      ...headers,
    },
  });
}

const file = (size: number, name = 'doc.pdf') => new File([new Uint8Array(size).fill(0x25)], name, { type: 'application/pdf' });

describe('readKycUploadForm', () => {
  it('turns each file field into a base64 item named by its document type', async () => {
    const form = new FormData();
    form.append('kbis', new File(['%PDF-1.4'], 'kbis.pdf'));
    form.append('note', 'ignored: not a file');
    form.append('rib', new File([new Uint8Array([0x89, 0x50])], 'rib.png'));
    const result = await readKycUploadForm(await requestOf(form));
    expect(result).toEqual({
      ok: true,
      items: [
        { document_type: 'kbis', document_content: Buffer.from('%PDF-1.4').toString('base64') },
        { document_type: 'rib', document_content: 'iVA=' },
      ],
    });
  });

  it('lets a 10 MB file through and answers 413 naming the file above it', async () => {
    const form = new FormData();
    form.append('kbis', file(MAX_KYC_FILE_BYTES));
    form.append('rib', file(MAX_KYC_FILE_BYTES + 1));
    const result = await readKycUploadForm(await requestOf(form));
    expect(result).toEqual({
      ok: false,
      status: 413,
      body: {
        message: 'Le fichier dépasse la taille maximale de 10\u00a0Mo.',
        errors: { 'documents.1.document_content': ['Le fichier dépasse la taille maximale de 10\u00a0Mo.'] },
      },
    });
  });

  it('refuses, before reading, a body announced above the batch limit or not announced', async () => {
    const form = new FormData();
    form.append('kbis', file(10));
    const huge = await readKycUploadForm(await requestOf(form, { 'content-length': String(100 * 1024 * 1024) }));
    expect(huge).toMatchObject({ ok: false, status: 413 });
    const request = new Request('http://lrp.localhost/api/kyc/upload', { method: 'POST', body: new ReadableStream(), duplex: 'half' } as RequestInit);
    expect(await readKycUploadForm(request)).toMatchObject({ ok: false, status: 411 });
  });

  it('asks for at least one file and for a multipart body', async () => {
    const empty = new FormData();
    empty.append('note', 'x');
    expect(await readKycUploadForm(await requestOf(empty))).toMatchObject({
      ok: false,
      status: 422,
      body: { errors: { documents: ['Ajoutez au moins un document.'] } },
    });
    const asJson = new Request('http://lrp.localhost/api/kyc/upload', {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json', 'content-length': '2' },
    });
    expect(await readKycUploadForm(asJson)).toMatchObject({ ok: false, status: 415 });
  });
});
