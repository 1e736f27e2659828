import fc from 'fast-check';
import { expect, test, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';
import { actionPlace, builtActionPages, type ActionPages } from '../lib/server-actions/action-pages';
import { brandUrl, type DemoAccount } from './support/accounts';
import { login } from './support/login';

// A linked account no other journey logs into: a hostile body that happens to suit an action without arguments
// (log out, mark all as read) changes nobody else's data.
const CALLER: DemoAccount = { email: 'multi.cabinet@lci.demo', brand: 'lci' };
// Open streams never end on their own: their refusals are tested in the live-channel journeys.
const STREAMS = new Set(['/api/events']);
const DEEP = `${'['.repeat(5000)}${']'.repeat(5000)}`;

const pages = builtActionPages();
if (!pages) throw new Error('Ces parcours demandent une compilation (npm run build).');
const built: ActionPages = pages;

/** A path of the pattern: `/clients/[id]` → `/clients/1`. */
const pathOf = (pattern: string, segment = '1') => pattern.replace(/\[\[?\.\.\.[^\]]+\]\]?/g, `${segment}/x`).replace(/\[[^\]]+\]/g, segment);

const hostileText = fc.oneof(
  fc.constantFrom('', 'null', '{', '[', '"texte"', '{"a":1}', DEEP, '["$@1"]', '["$T"]', '["$h1"]', '["$n1e9"]', '["$Q1"]', '[{"__proto__":{"x":1}}]', '\u0000'),
  fc.json({ depthSize: 'medium' }),
  fc.jsonValue().map((value) => JSON.stringify([value])),
  fc.string({ maxLength: 60, unit: 'binary' }),
);

const hostileForm = fc.dictionary(fc.oneof(fc.constantFrom('0', '1', '1_$ACTION_ID_x', '$ACTION_REF_1', '$ACTION_1:0', '$ACTION_KEY'), fc.string({ maxLength: 8 })), hostileText, {
  maxKeys: 4,
});

type Body = { contentType: string; data: string } | { multipart: Record<string, string> };

const UNPRINTABLE_ARGUMENTS: Body = { contentType: 'text/plain;charset=UTF-8', data: JSON.stringify(Array(4).fill({ toString: null })) };

const hostileBody: fc.Arbitrary<Body> = fc.oneof(
  hostileText.chain((data) => fc.constantFrom('text/plain;charset=UTF-8', 'application/json', 'application/x-www-form-urlencoded').map((contentType) => ({ contentType, data }))),
  hostileForm.map((multipart) => ({ multipart })),
);

interface Caller {
  get(path: string): Promise<APIResponse>;
  post(path: string, headers: Record<string, string>, body: Body): Promise<APIResponse>;
}

/**
 * Requests of the logged-in page's session, from Node: it resolves no *.localhost name, so they go to the loopback
 * address with the brand's host, its origin and the session cookie.
 */
async function callerOf(page: Page, request: APIRequestContext): Promise<Caller> {
  const site = new URL(brandUrl(CALLER.brand, '/'));
  const cookie = (await page.context().cookies(site.href)).map(({ name, value }) => `${name}=${value}`).join('; ');
  const base = { host: site.host, origin: site.origin, cookie };
  const url = (path: string) => `http://127.0.0.1:${site.port}${path}`;
  return {
    get: (path) => request.get(url(path), { headers: base, failOnStatusCode: false, maxRedirects: 0 }),
    post: (path, headers, body) =>
      'multipart' in body
        ? request.post(url(path), { headers: { ...base, ...headers }, multipart: body.multipart, failOnStatusCode: false, maxRedirects: 0 })
        : request.post(url(path), { headers: { ...base, ...headers, 'content-type': body.contentType }, data: body.data, failOnStatusCode: false, maxRedirects: 0 }),
  };
}

test.describe.configure({ timeout: 600_000 });

test('hostile bodies posted to every server action of the app are answered 4xx or by the action, never 5xx', async ({ page, request }) => {
  await login(page, CALLER);
  const caller = await callerOf(page, request);
  for (const [id, runners] of built.actions) {
    const path = pathOf([...runners][0]!);
    await fc.assert(
      fc.asyncProperty(hostileBody, async (body) => {
        const response = await caller.post(path, { 'next-action': id }, body);
        expect(response.status(), `${id} ${path} ${JSON.stringify(body).slice(0, 200)}`).toBeLessThan(500);
      }),
      // Each action first meets arguments that cannot even be turned into text (an object whose toString is null).
      { numRuns: 6, examples: [[UNPRINTABLE_ARGUMENTS]] },
    );
  }
});

test("an action posted to a page that does not run it, or unknown to the build, is refused with Next's stale-page answer", async ({ page, request }) => {
  await login(page, CALLER);
  const caller = await callerOf(page, request);
  const foreign = [...built.actions].find(([id]) => actionPlace(built, id, '/request-password') === 'elsewhere')!;
  for (const id of [foreign[0], 'f'.repeat(42)]) {
    const response = await caller.post('/request-password', { 'next-action': id }, { contentType: 'text/plain;charset=UTF-8', data: '[]' });
    expect(response.status()).toBe(409);
    expect(response.headers()['x-nextjs-action-not-found']).toBe('1');
    expect(await response.text()).toBe('Cette action n’est plus disponible\u00a0: l’espace partenaire a été mis à jour, rechargez la page.');
  }
});

test('hostile path segments, queries and bodies sent to every route handler are never answered 5xx', async ({ page, request }) => {
  await login(page, CALLER);
  const caller = await callerOf(page, request);
  const segment = fc.constantFrom('0', '-1', '1e308', '99999999999999999999', 'x'.repeat(300), 'é', '..', '%2e%2e', 'null', '%00', '%C3%A9');
  const query = fc.dictionary(fc.constantFrom('page', 'per_page', 'id', 'q', 'format', 'd', 't'), fc.string({ maxLength: 20 }), { maxKeys: 3 });
  for (const pattern of built.routes.filter((route) => !STREAMS.has(route))) {
    await fc.assert(
      fc.asyncProperty(segment, query, hostileBody, async (value, params, body) => {
        const path = `${pathOf(pattern, value)}?${new URLSearchParams(params)}`;
        expect((await caller.get(path)).status(), `GET ${path}`).toBeLessThan(500);
        const written = await caller.post(path, {}, body);
        expect(written.status(), `POST ${path} ${JSON.stringify(body).slice(0, 200)}`).toBeLessThan(500);
      }),
      { numRuns: 4 },
    );
  }
});

test('a form posted to a page or a file path without an action id is refused with a French 400, before Next reads it as one', async ({ page, request }) => {
  await login(page, CALLER);
  const caller = await callerOf(page, request);
  for (const path of ['/clients', '/logo-inconnu.json', '/clients/upload', '/api/back-office/messages/%2e%2e/upload']) {
    const response = await caller.post(path, {}, { multipart: { $ACTION_REF_1: '', '$ACTION_1:0': '{"id":"x","bound":"$@1"}' } });
    expect(response.status(), path).toBe(400);
    expect(await response.text()).toBe('Requête refusée\u00a0: son contenu n’est pas celui qu’envoie une page de l’espace partenaire.');
  }
});
