import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { BRANDS } from '@/lib/brand/brands';
import { brandStylesheets } from './brand-stylesheets';

function answer(stylesheets: ReturnType<typeof brandStylesheets>, method: string, url: string, acceptEncoding?: string) {
  const sent: { status?: number; headers?: Record<string, string | number>; body?: Buffer } = {};
  const response = {
    writeHead: (status: number, headers: Record<string, string | number>) => Object.assign(sent, { status, headers }),
    end: (body?: Buffer) => Object.assign(sent, { body }),
  } as unknown as ServerResponse;
  const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
  const served = stylesheets.serve({ method, url, headers } as IncomingMessage, response);
  return { served, ...sent };
}

describe('brandStylesheets', () => {
  const stylesheets = brandStylesheets();

  it("serves each brand's variables under a content-named address that browsers may keep for good", () => {
    const href = stylesheets.hrefs.lci;
    expect(href).toMatch(/^\/brand-theme\/lci\.[0-9a-f]{12}\.css$/);
    const { served, status, headers, body } = answer(stylesheets, 'GET', href);
    expect(served).toBe(true);
    expect(status).toBe(200);
    expect(headers).toMatchObject({ 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'public, max-age=31536000, immutable' });
    expect(String(body)).toContain('--mantine-color-brand-6');
  });

  it('sends the stylesheet in Brotli to a browser that takes it, with the security headers', () => {
    const { headers, body } = answer(stylesheets, 'GET', stylesheets.hrefs.is, 'gzip, deflate, br, zstd');
    expect(headers).toMatchObject({ 'Content-Encoding': 'br', Vary: 'Accept-Encoding', 'Strict-Transport-Security': expect.any(String) });
    expect(String(brotliDecompressSync(body!))).toContain('--mantine-color-brand-6');
    expect(Number(headers!['Content-Length'])).toBe(body!.length);
  });

  it('gives a brand whose colour changed a new address', () => {
    const recoloured = brandStylesheets({ ...BRANDS, lci: { ...BRANDS.lci, colors: { primary: '#7048e8' } } });
    expect(recoloured.hrefs.lci).not.toBe(stylesheets.hrefs.lci);
    expect(recoloured.hrefs.is).toBe(stylesheets.hrefs.is);
  });

  it('leaves every other request, and other methods, to the app', () => {
    expect(answer(stylesheets, 'GET', '/brand-theme/lci.000000000000.css').served).toBe(false);
    expect(answer(stylesheets, 'GET', '/programmes').served).toBe(false);
    expect(answer(stylesheets, 'POST', stylesheets.hrefs.is).served).toBe(false);
  });
});
