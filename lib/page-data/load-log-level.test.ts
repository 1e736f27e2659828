import { describe, expect, it } from 'vitest';
import { PartnerApiError } from '@/lib/partner/errors';
import { loadLogLevel } from './load-log-level';

describe('loadLogLevel', () => {
  it('only traces a 404 of the partner API: the page shows not-found', () => {
    expect(loadLogLevel(new PartnerApiError(404, { message: 'Résidence introuvable' }))).toBe('info');
  });

  it('keeps the API failing, unreachable or timing out at error level', () => {
    expect(loadLogLevel(new PartnerApiError(500, {}))).toBe('error');
    expect(loadLogLevel(new PartnerApiError(503, {}))).toBe('error');
    expect(loadLogLevel(new PartnerApiError(0, {}, 'network'))).toBe('error');
    expect(loadLogLevel(new PartnerApiError(0, {}, 'timeout'))).toBe('error');
  });

  it('keeps an unexpected refusal and an answer outside the contract at error level', () => {
    expect(loadLogLevel(new PartnerApiError(403, {}))).toBe('error');
    expect(loadLogLevel(new PartnerApiError(422, {}))).toBe('error');
    expect(loadLogLevel(new PartnerApiError(200, {}, 'contract'))).toBe('error');
  });

  it('keeps a failure that is not the partner API’s at error level', () => {
    expect(loadLogLevel(new TypeError('x is undefined'))).toBe('error');
  });
});
