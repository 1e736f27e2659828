import { describe, expect, it } from 'vitest';
import { clientIpOf, isSameOriginRequest } from './request-guard';

const h = (values: Record<string, string>) => new Headers(values);

describe('isSameOriginRequest', () => {
  it('accepts a same-origin action call', () => {
    expect(isSameOriginRequest(h({ 'sec-fetch-site': 'same-origin', origin: 'https://lrp.localhost:3000', host: 'lrp.localhost:3000' }))).toBe(true);
  });

  it.each(['cross-site', 'same-site', 'none'])('refuses Sec-Fetch-Site %s', (site) => {
    expect(isSameOriginRequest(h({ 'sec-fetch-site': site, origin: 'https://a.fr', host: 'a.fr' }))).toBe(false);
  });

  it('checks Origin against the forwarded host when Sec-Fetch-Site is missing', () => {
    expect(isSameOriginRequest(h({ origin: 'https://www.partenaires-lrp.fr', 'x-forwarded-host': 'www.partenaires-lrp.fr', host: '10.0.0.1:3000' }))).toBe(true);
    expect(isSameOriginRequest(h({ origin: 'https://evil.example', host: 'www.partenaires-lrp.fr' }))).toBe(false);
  });

  it('refuses a request with neither header, or a broken origin', () => {
    expect(isSameOriginRequest(h({ host: 'a.fr' }))).toBe(false);
    expect(isSameOriginRequest(h({ origin: 'null', host: 'a.fr' }))).toBe(false);
  });
});

describe('clientIpOf', () => {
  it('takes the first forwarded address, then x-real-ip', () => {
    expect(clientIpOf(h({ 'x-forwarded-for': '203.0.113.7, 10.0.0.2' }))).toBe('203.0.113.7');
    expect(clientIpOf(h({ 'x-real-ip': '198.51.100.4' }))).toBe('198.51.100.4');
    expect(clientIpOf(h({}))).toBeUndefined();
  });
});
