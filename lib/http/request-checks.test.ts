import { describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES, requestRefusal } from './request-checks';

const request = (method: string, url: string, headers: Record<string, string> = {}) => ({
  method,
  url: `http://is.localhost:3000${url}`,
  headers: new Headers(headers),
});

describe('requestRefusal', () => {
  it('lets ordinary pages and small posts through', () => {
    expect(requestRefusal(request('GET', '/clients?search=B%C3%A9r'), false)).toBeNull();
    expect(requestRefusal(request('POST', '/clients', { 'content-length': String(MAX_BODY_BYTES) }), false)).toBeNull();
    expect(requestRefusal(request('POST', '/clients'), false)).toBeNull();
  });

  it.each(['/clients%', '/clients%zz', '/clients?search=%G1', '/%E9t%E9'])('answers 400 for the broken escape in %s', (url) => {
    expect(requestRefusal(request('GET', url), false)).toEqual({ status: 400, reason: 'badUrl' });
  });

  it('answers 413 for a declared body past 1 MB, before anything reads it', () => {
    const headers = { 'content-length': String(MAX_BODY_BYTES + 1) };
    expect(requestRefusal(request('POST', '/clients', headers), false)).toEqual({ status: 413, reason: 'bodyTooLarge' });
  });

  it('answers 411 for a streamed body of unknown length', () => {
    expect(requestRefusal(request('POST', '/clients', { 'transfer-encoding': 'chunked' }), false)).toEqual({ status: 411, reason: 'lengthRequired' });
  });

  it('answers 403 for a server action posted from another origin or with no origin at all, before Next reads it', () => {
    const action = { 'next-action': '40aa', 'content-length': '2' };
    expect(requestRefusal(request('POST', '/clients', { ...action, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }), false)).toEqual({
      status: 403,
      reason: 'foreignAction',
    });
    expect(requestRefusal(request('POST', '/clients', action), false)).toEqual({ status: 403, reason: 'foreignAction' });
    expect(requestRefusal(request('POST', '/clients', { ...action, origin: 'http://is.localhost:3000', host: 'is.localhost:3000', 'sec-fetch-site': 'same-origin' }), false)).toBeNull();
  });
});
