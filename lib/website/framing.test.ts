import { describe, expect, it } from 'vitest';
import { framingOfHeaders, websiteFraming } from './framing';

const APP = 'https://www.partenaires-is.fr';

describe('framingOfHeaders', () => {
  it('lets a site without framing rules be framed', () => {
    expect(framingOfHeaders(new Headers(), APP)).toBe('framable');
    expect(framingOfHeaders(new Headers({ 'content-security-policy': "default-src 'self'" }), APP)).toBe('framable');
  });

  it('refuses on X-Frame-Options DENY or SAMEORIGIN', () => {
    expect(framingOfHeaders(new Headers({ 'x-frame-options': 'DENY' }), APP)).toBe('refused');
    expect(framingOfHeaders(new Headers({ 'x-frame-options': 'sameorigin' }), APP)).toBe('refused');
  });

  it('follows the frame-ancestors list: refused unless it names the extranet or any origin', () => {
    const csp = (value: string) => new Headers({ 'content-security-policy': value });
    expect(framingOfHeaders(csp("frame-ancestors 'self'"), APP)).toBe('refused');
    expect(framingOfHeaders(csp("default-src 'self'; frame-ancestors 'none'"), APP)).toBe('refused');
    expect(framingOfHeaders(csp(`frame-ancestors 'self' ${APP}/`), APP)).toBe('framable');
    expect(framingOfHeaders(csp('frame-ancestors *'), APP)).toBe('framable');
  });
});

describe('websiteFraming', () => {
  it('says unreachable when the site cannot be reached or answers an error', async () => {
    const down = (() => Promise.reject(new TypeError('fetch failed'))) as typeof fetch;
    expect(await websiteFraming('https://down.example', APP, down)).toBe('unreachable');
    const broken = (async () => new Response('', { status: 503 })) as typeof fetch;
    expect(await websiteFraming('https://broken.example', APP, broken)).toBe('unreachable');
  });

  it('asks a site once for ten minutes', async () => {
    let asked = 0;
    const site = (async () => {
      asked += 1;
      return new Response('ok', { headers: { 'x-frame-options': 'DENY' } });
    }) as typeof fetch;
    expect(await websiteFraming('https://kept.example', APP, site, 0)).toBe('refused');
    expect(await websiteFraming('https://kept.example', APP, site, 60_000)).toBe('refused');
    expect(asked).toBe(1);
    await websiteFraming('https://kept.example', APP, site, 11 * 60_000);
    expect(asked).toBe(2);
  });
});
