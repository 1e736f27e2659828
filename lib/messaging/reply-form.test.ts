import { describe, expect, it } from 'vitest';
import { ATTACHMENT_MESSAGES, MAX_ATTACHMENT_BYTES, MAX_REPLY_FORM_BYTES } from '@/contract/message-attachments';
import { messages } from '@/contract/messages';
import { readStaffReplyForm } from './reply-form';

async function multipart(form: FormData, headers: Record<string, string> = {}): Promise<Request> {
  const encoded = new Response(form);
  const body = await encoded.arrayBuffer();
  return new Request('http://is.localhost/api/back-office/messages/1/upload', {
    method: 'POST',
    body,
    headers: { 'content-type': encoded.headers.get('content-type')!, 'content-length': String(body.byteLength), ...headers },
  });
}

describe('readStaffReplyForm', () => {
  it('reads the answer and its files into base64', async () => {
    const form = new FormData();
    form.append('body', 'Le plan est joint.');
    form.append('attachments', new File(['%PDF-1.4'], 'plan.pdf'));
    expect(await readStaffReplyForm(await multipart(form))).toEqual({
      ok: true,
      upload: { body: 'Le plan est joint.', attachments: [{ name: 'plan.pdf', content: Buffer.from('%PDF-1.4').toString('base64') }] },
    });
  });

  it('refuses with 413 a send announced above the limit, before reading it', async () => {
    const form = new FormData();
    form.append('body', 'Trop lourd');
    const answer = await readStaffReplyForm(await multipart(form, { 'content-length': String(MAX_REPLY_FORM_BYTES + 1) }));
    expect(answer).toEqual({ ok: false, status: 413, message: ATTACHMENT_MESSAGES.allTooLarge, errors: { attachments: [ATTACHMENT_MESSAGES.allTooLarge] } });
  });

  it('refuses with 413 a file above 10 MB', async () => {
    const form = new FormData();
    form.append('body', 'Un gros fichier');
    form.append('attachments', new File([new Uint8Array(MAX_ATTACHMENT_BYTES + 1)], 'gros.pdf'));
    expect(await readStaffReplyForm(await multipart(form))).toMatchObject({ ok: false, status: 413, message: ATTACHMENT_MESSAGES.tooLarge });
  });

  it('refuses with 415 a body that is not multipart', async () => {
    const request = new Request('http://is.localhost/api/back-office/messages/1/upload', {
      method: 'POST',
      body: '{"body":"x"}',
      headers: { 'content-type': 'application/json', 'content-length': '12' },
    });
    expect(await readStaffReplyForm(request)).toMatchObject({ ok: false, status: 415, message: messages.requests.multipartRequired });
  });

  it('refuses with 411 a send whose size is not announced', async () => {
    const request = new Request('http://is.localhost/api/back-office/messages/1/upload', { method: 'POST', body: 'x', headers: { 'content-type': 'multipart/form-data; boundary=x' } });
    request.headers.delete('content-length');
    expect(await readStaffReplyForm(request)).toMatchObject({ ok: false, status: 411, message: messages.requests.lengthRequired });
  });
});
