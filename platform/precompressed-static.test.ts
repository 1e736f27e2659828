import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCompressible, precompressedStatic } from './precompressed-static';

describe('isCompressible', () => {
  it('keeps copies for scripts and stylesheets only', () => {
    expect(isCompressible('chunks/a1.js')).toBe(true);
    expect(isCompressible('chunks/a1.css')).toBe(true);
    expect(isCompressible('media/font.woff2')).toBe(false);
    expect(isCompressible('chunks/a1.js.br')).toBe(false);
  });
});

describe('precompressedStatic', () => {
  const script = 'console.log("une page");'.repeat(50);
  let server: Server;
  let origin: string;

  beforeAll(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'static-'));
    mkdirSync(path.join(dir, 'chunks'));
    writeFileSync(path.join(dir, 'chunks', 'a1.js'), script);
    writeFileSync(path.join(dir, 'chunks', 'a1.js.br'), brotliCompressSync(script));
    writeFileSync(path.join(dir, 'chunks', 'b2.js'), script);
    const files = precompressedStatic(dir);
    server = createServer((request, response) => {
      if (!files.serve(request, response)) response.writeHead(299).end('Next');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = (address: string, acceptEncoding: string, method = 'GET') =>
    fetch(origin + address, { method, headers: { 'Accept-Encoding': acceptEncoding } });

  it('answers a build file with its Brotli copy, kept for good, with the security headers', async () => {
    const response = await get('/_next/static/chunks/a1.js?dpl=1', 'gzip, br');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/javascript; charset=UTF-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(await response.text()).toBe(script);
  });

  it('sends the same headers and no body to HEAD', async () => {
    const response = await get('/_next/static/chunks/a1.js', 'br', 'HEAD');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(Number(response.headers.get('content-length'))).toBe(brotliCompressSync(script).length);
    expect(await response.text()).toBe('');
  });

  it('leaves to Next a browser without Brotli, a file without a copy and any other address', async () => {
    expect((await get('/_next/static/chunks/a1.js', 'gzip')).status).toBe(299);
    expect((await get('/_next/static/chunks/b2.js', 'br')).status).toBe(299);
    expect((await get('/chunks/a1.js', 'br')).status).toBe(299);
  });

  it('leaves every request to Next when there is no build folder', async () => {
    const files = precompressedStatic(path.join(tmpdir(), 'no-such-build'));
    const response = { writeHead: () => response, end: () => response };
    expect(files.serve({ method: 'GET', url: '/_next/static/chunks/a1.js', headers: { 'accept-encoding': 'br' } } as never, response as never)).toBe(false);
  });
});
