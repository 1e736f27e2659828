import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { SNAPSHOT_HEADER } from './snapshot-request';
import { pageSnapshotStep } from './snapshot-server';
import { PageSnapshots } from './snapshot-store';

interface Render {
  status?: number;
  marker?: boolean;
  setCookie?: boolean;
  gzip?: boolean;
  /** Called during the render, as a page load that fails calls `refuse`. */
  during?: (request: IncomingMessage) => void;
}

/** Stands in for Next: a page with its nonce on a script and in the CSP, and the proxy's marker when asked. */
function fakeNext(renders: Render[], calls: { count: number }) {
  return (request: IncomingMessage, response: ServerResponse) => {
    const render = renders[calls.count++] ?? {};
    const nonce = `nonce${calls.count}AAAAAAAAAAAAAA==`;
    render.during?.(request);
    response.statusCode = render.status ?? 200;
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.setHeader('content-security-policy', `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`);
    if (render.marker !== false) response.setHeader(SNAPSHOT_HEADER, String(Date.now() + 60_000));
    if (render.setCookie) response.setHeader('set-cookie', 'ep_session=new');
    const html = `<html><script nonce="${nonce}">render(${calls.count})</script></html>`;
    if (render.gzip) {
      response.setHeader('content-encoding', 'gzip');
      response.end(gzipSync(html));
      return;
    }
    response.write(html.slice(0, 10));
    response.end(html.slice(10));
  };
}

let server: Server | undefined;
afterEach(() => server?.close());

async function start(renders: Render[], store = new PageSnapshots({ maxBytes: 1_000_000 })) {
  const calls = { count: 0 };
  server = createServer(pageSnapshotStep(fakeNext(renders, calls), store));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(base + path, { headers: { cookie: 'ep_session=sealed', 'accept-encoding': 'identity', ...headers } });
    return { response, text: await response.text() };
  };
  return { calls, get, store };
}

const nonceOf = (csp: string | null) => csp?.match(/'nonce-([^']+)'/)?.[1];

describe('pageSnapshotStep', () => {
  it('answers a catalogue page again from its first render, with a new nonce in the page and its CSP', async () => {
    const { calls, get } = await start([{}]);
    const first = await get('/programmes/neuf');
    const second = await get('/programmes/neuf');
    expect(calls.count).toBe(1);
    expect(first.response.headers.get('x-page-cache')).toBe('miss');
    expect(second.response.headers.get('x-page-cache')).toBe('hit');
    expect(second.text).toContain('render(1)');
    const nonce = nonceOf(second.response.headers.get('content-security-policy'));
    expect(nonce).toBeDefined();
    expect(nonce).not.toBe(nonceOf(first.response.headers.get('content-security-policy')));
    expect(second.text).toBe(`<html><script nonce="${nonce}">render(1)</script></html>`);
    expect(second.response.headers.get('x-request-id')).not.toBe(first.response.headers.get('x-request-id'));
  });

  it('never lets the proxy marker reach the browser', async () => {
    const { get } = await start([{}]);
    expect((await get('/programmes/neuf')).response.headers.has(SNAPSHOT_HEADER)).toBe(false);
    expect((await get('/programmes/neuf')).response.headers.has(SNAPSHOT_HEADER)).toBe(false);
  });

  it('keeps a page Next sent compressed, and compresses it again for a browser that accepts gzip', async () => {
    const { calls, get } = await start([{ gzip: true }]);
    await get('/programmes/neuf', { 'accept-encoding': 'gzip' });
    const plain = await get('/programmes/neuf');
    expect(plain.text).toContain('render(1)');
    const compressed = await get('/programmes/neuf', { 'accept-encoding': 'gzip, br' });
    expect(compressed.response.headers.get('content-encoding')).toBe('gzip');
    expect(compressed.text).toContain('render(1)');
    expect(calls.count).toBe(1);
  });

  it('keeps one page per session cookie, address and router state', async () => {
    const { calls, get } = await start([{}, {}, {}, {}, {}]);
    await get('/programmes/neuf');
    expect((await get('/programmes/neuf', { cookie: 'ep_session=other' })).text).toContain('render(2)');
    expect((await get('/programmes/neuf?page=2')).text).toContain('render(3)');
    const navigation = { rsc: '1', 'next-router-state-tree': 'from-home' };
    expect((await get('/programmes/neuf', navigation)).text).toContain('render(4)');
    expect((await get('/programmes/neuf', { ...navigation, 'next-router-state-tree': 'from-favourites' })).text).toContain('render(5)');
    expect((await get('/programmes/neuf', navigation)).text).toContain('render(4)');
    expect((await get('/programmes/neuf')).text).toContain('render(1)');
    expect(calls.count).toBe(5);
  });

  it('renders again when the proxy did not mark the answer, it sets a cookie, it is not a 200, or a load failed', async () => {
    const refuse = (store: PageSnapshots) => (request: IncomingMessage) => store.refuse(String(request.headers['x-request-id']));
    const store = new PageSnapshots({ maxBytes: 1_000_000 });
    const { calls, get } = await start([{ marker: false }, { setCookie: true }, { status: 404 }, { during: refuse(store) }, {}, {}], store);
    for (let index = 1; index <= 5; index++) expect((await get('/programmes/neuf')).text).toContain(`render(${index})`);
    expect((await get('/programmes/neuf')).text).toContain('render(5)');
    expect(calls.count).toBe(5);
  });

  it('does not keep a render during which the partner API announced a change', async () => {
    const store = new PageSnapshots({ maxBytes: 1_000_000 });
    const { calls, get } = await start([{ during: () => store.clear() }, {}, {}], store);
    await get('/programmes/neuf');
    expect((await get('/programmes/neuf')).text).toContain('render(2)');
    store.clear();
    expect((await get('/programmes/neuf')).text).toContain('render(3)');
    expect(calls.count).toBe(3);
  });

  it('leaves other screens to Next on every request', async () => {
    const { calls, get } = await start([{}, {}]);
    await get('/options');
    await get('/options');
    expect(calls.count).toBe(2);
  });
});
