import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { isValidRevalidation, REVALIDATION_PATH, SIGNATURE_HEADER, TIMESTAMP_HEADER } from '../../contract/catalogue-revalidation';
import { notifyCatalogueChange } from './app-revalidation';

const secret = 'shared-secret-shared-secret-shared-secret';
let server: Server | undefined;
afterEach(() => server?.close());

/** A stand-in app instance on loopback that records what it receives and answers `status`. */
async function appInstance(status: number) {
  const received: { path?: string; valid: boolean; body: string }[] = [];
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const header = (name: string) => (request.headers[name.toLowerCase()] as string | undefined) ?? null;
      received.push({
        path: request.url,
        valid: isValidRevalidation(secret, { timestamp: header(TIMESTAMP_HEADER), signature: header(SIGNATURE_HEADER), body }, Date.now()),
        body,
      });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received };
}

describe('notifyCatalogueChange', () => {
  it('posts the tags to each app instance, signed with the shared secret', async () => {
    const app = await appInstance(200);
    const warnings: string[] = [];
    await notifyCatalogueChange({ appUrls: [app.url], secret }, ['catalogue'], (message) => warnings.push(message));
    expect(app.received).toEqual([{ path: REVALIDATION_PATH, valid: true, body: '{"tags":["catalogue"]}' }]);
    expect(warnings).toEqual([]);
  });

  it('warns when an instance refuses the call', async () => {
    const app = await appInstance(401);
    const warnings: string[] = [];
    await notifyCatalogueChange({ appUrls: [app.url], secret }, ['catalogue'], (message) => warnings.push(message));
    expect(warnings).toEqual([`[cache] ${app.url} a refusé l'invalidation du catalogue (statut 401)`]);
  });

  it('stays silent for an instance that is not running (no cache to drop)', async () => {
    const app = await appInstance(200);
    await new Promise<void>((resolve) => server!.close(() => resolve()));
    const warnings: string[] = [];
    await notifyCatalogueChange({ appUrls: [app.url], secret }, ['catalogue'], (message) => warnings.push(message));
    expect(warnings).toEqual([]);
  });
});
