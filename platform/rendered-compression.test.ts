import { createServer, request as httpRequest, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createBrotliDecompress } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderedCompression } from './rendered-compression';

type Flushable = ServerResponse & { flush(): void };

describe('renderedCompression', () => {
  const page = `<main>${'<article class="carte">Résidence</article>'.repeat(200)}</main>`;
  let server: Server;
  let port: number;
  let finishStream: () => void = () => {};

  beforeAll(async () => {
    const compress = renderedCompression();
    server = createServer((request, response) =>
      compress(request, response, () => {
        if (request.url === '/flux') {
          // A page streamed in two parts, flushed between them as Next does.
          response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
          response.write(page);
          (response as Flushable).flush();
          finishStream = () => response.end('<footer>fin</footer>');
          return;
        }
        response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(page);
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  const get = (path: string, acceptEncoding: string) =>
    fetch(`http://127.0.0.1:${port}${path}`, { headers: { 'Accept-Encoding': acceptEncoding } });

  it('answers a rendered page in Brotli when the browser takes it', async () => {
    const response = await get('/', 'gzip, deflate, br, zstd');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(await response.text()).toBe(page);
  });

  it('falls back to gzip for a browser without Brotli', async () => {
    const response = await get('/', 'gzip');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toBe(page);
  });

  it('sends a flushed part of a streamed page before the page is finished', async () => {
    const firstPart = await new Promise<string>((resolve, reject) => {
      httpRequest({ port, path: '/flux', headers: { 'Accept-Encoding': 'br' } }, (response) => {
        expect(response.headers['content-encoding']).toBe('br');
        let text = '';
        const body = response.pipe(createBrotliDecompress());
        body.on('data', (chunk: Buffer) => {
          text += chunk.toString();
          if (text === page) resolve(text);
        });
        body.on('error', reject);
      })
        .on('error', reject)
        .end();
    });
    expect(firstPart).toBe(page);
    finishStream();
  });
});
