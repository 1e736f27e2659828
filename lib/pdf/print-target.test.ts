import { describe, expect, it } from 'vitest';
import { pdfFileName, printableUrl, requestOrigin } from './print-target';

const brandHost = (host: string) => host.startsWith('lrp.localhost');
const origin = 'http://lrp.localhost:3000';

describe('printableUrl', () => {
  it('accepts a page of the brand host the request came to, without its fragment', () => {
    expect(printableUrl('http://lrp.localhost:3000/comparaison?lots=1,2#haut', origin, brandHost)?.href).toBe(
      'http://lrp.localhost:3000/comparaison?lots=1,2',
    );
  });

  it('refuses another origin: another host, port or protocol', () => {
    expect(printableUrl('http://169.254.169.254/latest/meta-data', origin, brandHost)).toBeNull();
    expect(printableUrl('http://lrp.localhost:4010/api/menu', origin, brandHost)).toBeNull();
    expect(printableUrl('https://lrp.localhost:3000/', origin, brandHost)).toBeNull();
    expect(printableUrl('file:///etc/passwd', origin, brandHost)).toBeNull();
  });

  it('refuses a request host that is not a brand host, credentials in the URL and non-page paths', () => {
    expect(printableUrl('http://evil.example/', 'http://evil.example', brandHost)).toBeNull();
    expect(printableUrl('http://user:pw@lrp.localhost:3000/', origin, brandHost)).toBeNull();
    expect(printableUrl('http://lrp.localhost:3000/api/convert-url', origin, brandHost)).toBeNull();
    expect(printableUrl('http://lrp.localhost:3000/_next/static/x.js', origin, brandHost)).toBeNull();
    expect(printableUrl('pas une adresse', origin, brandHost)).toBeNull();
  });
});

describe('requestOrigin', () => {
  const headers = (values: Record<string, string>) => ({ get: (name: string) => values[name] ?? null });

  it('uses the Host header and the forwarded protocol when a proxy sets one', () => {
    expect(requestOrigin(headers({ host: 'lrp.localhost:3000' }), 'http:')).toBe('http://lrp.localhost:3000');
    expect(requestOrigin(headers({ host: 'www.partenaires-lrp.fr', 'x-forwarded-proto': 'https' }), 'http:')).toBe(
      'https://www.partenaires-lrp.fr',
    );
    expect(requestOrigin(headers({}), 'http:')).toBeNull();
  });
});

describe('pdfFileName', () => {
  it('names the file after the page path', () => {
    expect(pdfFileName(new URL('http://x/comparaison?lots=1'))).toBe('comparaison.pdf');
    expect(pdfFileName(new URL('http://x/programmes/residence/12'))).toBe('programmes-residence-12.pdf');
    expect(pdfFileName(new URL('http://x/'))).toBe('accueil.pdf');
  });
});
