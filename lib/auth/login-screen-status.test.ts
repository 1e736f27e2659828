import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerLoginScreenOk } from './login-screen-status';

const server = createServer((request, response) => {
  answerLoginScreenOk(request, response);
  response.statusCode = 401;
  response.setHeader('content-type', request.url === '/page' ? 'text/html; charset=utf-8' : 'application/json');
  response.end(request.url === '/page' ? '<html>Connexion</html>' : '{"message":"Non connecté"}');
});
let base = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const ask = (path: string, headers: IncomingHttpHeaders = {}) => fetch(`${base}${path}`, { headers: headers as Record<string, string> });

describe('answerLoginScreenOk', () => {
  it('answers 200 when a browser loads a page as a document and gets the login screen', async () => {
    const res = await ask('/page', { 'sec-fetch-dest': 'document' });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Connexion');
  });

  it('keeps the 401 of client-side requests and of answers that are not a page', async () => {
    expect((await ask('/page', { 'sec-fetch-dest': 'empty' })).status).toBe(401);
    expect((await ask('/page')).status).toBe(401);
    expect((await ask('/api/file', { 'sec-fetch-dest': 'document' })).status).toBe(401);
  });
});
