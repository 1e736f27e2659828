import { describe, expect, it } from 'vitest';
import { clientIpOf, isSameOriginRequest } from './request-guard';

const h = (values: Record<string, string>) => new Headers(values);

describe('isSameOriginRequest', () => {
  it('accepts a same-origin action call', () => {
    expect(isSameOriginRequest(h({ 'sec-fetch-site': 'same-origin', origin: 'https://lrp.localhost:3000', host: 'lrp.localhost:3000' }), false)).toBe(true);
  });

  it.each(['cross-site', 'same-site', 'none'])('refuses Sec-Fetch-Site %s', (site) => {
    expect(isSameOriginRequest(h({ 'sec-fetch-site': site, origin: 'https://lrp.localhost', host: 'lrp.localhost' }), false)).toBe(false);
  });

  it('checks Origin against the forwarded host when Sec-Fetch-Site is missing', () => {
    expect(isSameOriginRequest(h({ origin: 'https://www.partenaires-lrp.fr', 'x-forwarded-host': 'www.partenaires-lrp.fr', host: '10.0.0.1:3000' }), true)).toBe(true);
    expect(isSameOriginRequest(h({ origin: 'https://evil.example', host: 'www.partenaires-lrp.fr' }), true)).toBe(false);
  });

  it('refuses an origin that names itself in X-Forwarded-Host when that host is no brand of the app', () => {
    const forged = { 'sec-fetch-site': 'same-origin', origin: 'https://evil.example', 'x-forwarded-host': 'evil.example', host: 'www.partenaires-lrp.fr' };
    expect(isSameOriginRequest(h(forged), true)).toBe(false);
    expect(isSameOriginRequest(h({ origin: 'https://evil.example', 'x-forwarded-host': 'evil.example', host: 'is.localhost:3000' }), false)).toBe(false);
  });

  it('accepts the dev. hosts and loopback names outside PROD only', () => {
    const dev = { origin: 'https://dev.partenaires-lci.fr', host: 'dev.partenaires-lci.fr' };
    const local = { origin: 'http://localhost:3000', host: 'localhost:3000' };
    expect(isSameOriginRequest(h(dev), false)).toBe(true);
    expect(isSameOriginRequest(h(local), false)).toBe(true);
    expect(isSameOriginRequest(h(dev), true)).toBe(false);
    expect(isSameOriginRequest(h(local), true)).toBe(false);
  });

  it('refuses a request with neither header, or a broken origin', () => {
    expect(isSameOriginRequest(h({ host: 'is.localhost' }), false)).toBe(false);
    expect(isSameOriginRequest(h({ origin: 'null', host: 'is.localhost' }), false)).toBe(false);
  });
});

describe('clientIpOf', () => {
  it('takes the rightmost forwarded address, the one the app server wrote', () => {
    expect(clientIpOf(h({ 'x-forwarded-for': '198.51.100.1, 203.0.113.7' }))).toBe('203.0.113.7');
    expect(clientIpOf(h({ 'x-forwarded-for': '203.0.113.7' }))).toBe('203.0.113.7');
  });

  it('ignores x-real-ip, which a browser may send', () => {
    expect(clientIpOf(h({ 'x-real-ip': '198.51.100.4' }))).toBeUndefined();
    expect(clientIpOf(h({}))).toBeUndefined();
  });
});
