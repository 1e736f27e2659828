import { describe, expect, it } from 'vitest';
import { PartnerApiError } from '@/lib/partner/errors';
import { uploadFailureOf } from './staff-upload';

describe('uploadFailureOf', () => {
  it('passes on the API’s 413 with its French words', () => {
    const error = new PartnerApiError(413, { message: 'Envoi trop volumineux\u00a0: 20 Mo au maximum en tout' });
    expect(uploadFailureOf(error)).toEqual({ status: 413, message: 'Envoi trop volumineux\u00a0: 20 Mo au maximum en tout', errors: undefined });
  });

  it('passes on the API’s 415 with the field it names', () => {
    const refusal = 'Pièce jointe refusée\u00a0: PDF, JPEG ou PNG uniquement';
    const error = new PartnerApiError(415, { message: refusal, errors: { attachments: [refusal] } });
    expect(uploadFailureOf(error)).toEqual({ status: 415, message: refusal, errors: { attachments: [refusal] } });
  });

  it('keeps 401 so that the route answers the session’s end', () => {
    expect(uploadFailureOf(new PartnerApiError(401, { message: 'Token invalide' })).status).toBe(401);
  });

  it('answers 502 without the API’s words when it is down, timing out or failing', () => {
    expect(uploadFailureOf(new PartnerApiError(0, {}, 'network'))).toEqual({ status: 502 });
    expect(uploadFailureOf(new PartnerApiError(0, {}, 'timeout'))).toEqual({ status: 502 });
    expect(uploadFailureOf(new PartnerApiError(500, { message: 'SQL: relation absente' }))).toEqual({ status: 502 });
    expect(uploadFailureOf(new TypeError('fetch failed'))).toEqual({ status: 502 });
  });
});
