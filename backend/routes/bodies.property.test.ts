import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSession } from '../auth/sessions';
import { createTestApp } from '../test/harness';

// Every JSON body and every query of the API, filled from the OpenAPI document with hostile values: never a 5xx,
// and every 4xx answers a French message, with 422s naming the fields they refuse. FUZZ_RUNS sets how many
// requests are generated in all (CI: 10,000; 1,200 by default, to keep `npm test` short).
const TOTAL_RUNS = Number(process.env.FUZZ_RUNS ?? 1_200);

let t: Awaited<ReturnType<typeof createTestApp>>;

type Operation = { method: string; path: string; fields: string[] };
const bodyOperations: Operation[] = [];
const queryOperations: Operation[] = [];

/** Routes whose success ends the caller's session or works on the clock, which would blind the next runs. */
const SKIPPED = /\/(logout|test\/clock)$/;

type OpenApiOperation = {
  parameters?: { name: string; in: string }[];
  requestBody?: { content?: Record<string, { schema: object }> };
};

beforeAll(async () => {
  t = await createTestApp({ apiDocs: true });
  const doc = (await t.call('GET', '/api/openapi.json')).body;
  const resolve = (schema: { $ref?: string; properties?: Record<string, unknown> }) =>
    schema.$ref ? doc.components.schemas[schema.$ref.split('/').at(-1)!] : schema;
  for (const [path, methods] of Object.entries<Record<string, OpenApiOperation>>(doc.paths)) {
    if (SKIPPED.test(path)) continue;
    for (const [method, operation] of Object.entries(methods)) {
      const base = { method: method.toUpperCase(), path };
      const schema = operation.requestBody?.content?.['application/json']?.schema;
      const bodyFields = Object.keys(schema ? (resolve(schema).properties ?? {}) : {});
      if (bodyFields.length > 0) bodyOperations.push({ ...base, fields: bodyFields });
      const queryFields = (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      if (queryFields.length > 0) queryOperations.push({ ...base, fields: queryFields });
    }
  }
});
afterAll(() => t.close());

/** Nested 300 levels deep: parsers and validators must refuse it, not overflow. */
const DEEP = Array.from({ length: 300 }).reduce<unknown>((inner) => ({ a: [inner] }), 1);
/** Past every body limit: the API answers 413 before reading further. */
const TEN_MEGABYTES = 'é'.repeat(5 * 1024 * 1024);

const nested = fc.letrec<{ deep: unknown }>((tie) => ({
  deep: fc.oneof({ depthSize: 'small', withCrossShrink: true }, fc.constant(1), fc.array(tie('deep'), { maxLength: 2 }), fc.dictionary(fc.string({ maxLength: 3 }), tie('deep'), { maxKeys: 2 })),
})).deep;

const hostileText = fc.oneof(
  fc.constantFrom('a\u0000b', '\uD800', 'x\uDFFFy', '\u202Eتجربة עברית', '2026-02-30', '9999-99-99', '', ' ', '0', '-1', '-0', 'true', '[]', '1e308', '-1e308', 'NaN', '%', '%00'),
  fc.string({ maxLength: 40, unit: 'grapheme' }),
  fc.string({ maxLength: 20, unit: 'binary' }),
  fc.integer().map(String),
);

const hostile = fc.oneof(
  hostileText,
  fc.constantFrom(1e308, -1e308, Number.MAX_VALUE, -1, 0, -0.5, 2 ** 31, -(2 ** 63), Number.MAX_SAFE_INTEGER + 2, 3.14),
  fc.constantFrom(null, true, false, [], {}, [1, 'a'], { a: { b: { c: { d: [] } } } }, DEEP),
  fc.integer(),
  nested,
);

/** Messages a library would answer in English when a schema forgot its French text. */
const ENGLISH = /\b(invalid|expected|required|received|must|should|too (big|small)|unrecognized|malformed|bad request|not found)\b/i;

/**
 * A fresh caller per route: what one route does to its caller (password attempts, email change) stays there.
 * Back-office routes answer 404 to advisers before reading the body: they get a staff member, its second factor
 * given (else every route but the second factor's answers 403 before reading the body).
 */
async function freshToken(email: string, path: string) {
  const user = await t.fixtures.user({ email, role: path.startsWith('/api/back-office/') ? 'staff' : 'cgp' });
  return (await startSession(t.deps, user.id, { secondFactorPassed: true })).access_token;
}

const urlOf = (operation: Operation) => operation.path.replace(/\{[^}]+\}/g, '1');

/** Query strings may carry what encodeURIComponent refuses (lone surrogates): those bytes are escaped by hand. */
function queryOf(query: Record<string, string | undefined>): string {
  const encode = (value: string) =>
    [...value].map((char) => (/[\uD800-\uDFFF]/.test(char) ? '%ED%A0%80' : encodeURIComponent(char))).join('');
  return Object.entries(query)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encode(value)}`)
    .join('&');
}

/** The checks every answer passes; answers whether it was a 422 refusal. */
function expectFrenchRefusalOrSuccess(operation: Operation, sent: unknown, res: { status: number; body: { message?: unknown; errors?: Record<string, string[]> } | null }) {
  const where = `${operation.method} ${operation.path} ${JSON.stringify(sent)?.slice(0, 300)} → ${res.status} ${JSON.stringify(res.body)?.slice(0, 300)}`;
  expect(res.status, where).toBeLessThan(500);
  if (res.status < 400) return false;
  expect(typeof res.body?.message, where).toBe('string');
  expect(res.body!.message, where).not.toMatch(ENGLISH);
  if (res.status !== 422) return false;
  const errors = res.body!.errors ?? {};
  expect(Object.keys(errors).length, where).toBeGreaterThan(0);
  for (const [field, messages] of Object.entries(errors)) {
    // A refused field is one of the route's own (or a path inside it), a path parameter, or the body as a whole.
    const pathParameters = [...operation.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
    expect(['body', ...operation.fields, ...pathParameters], where).toContain(field.split('.')[0]);
    for (const message of messages) expect(message, where).not.toMatch(ENGLISH);
  }
  return true;
}

const runsFor = (operations: Operation[], share: number) => Math.max(3, Math.ceil((TOTAL_RUNS * share) / operations.length));

// About 25 ms a request on an idle machine; the margin is for shared CI machines.
describe('hostile requests', { timeout: Math.max(60_000, TOTAL_RUNS * 100) }, () => {
  it('bodies never answer 5xx, and answer 4xx in French naming the refused fields', async () => {
    expect(bodyOperations.length).toBeGreaterThan(10);
    const numRuns = runsFor(bodyOperations, 0.6);
    for (const [index, operation] of bodyOperations.entries()) {
      const token = await freshToken(`proprietes${index}@lrp.demo`, operation.path);
      let refusals = 0;
      const bodies = fc.oneof(
        { weight: 20, arbitrary: fc.record(Object.fromEntries(operation.fields.map((field) => [field, hostile])), { requiredKeys: [] }) },
        { weight: 1, arbitrary: fc.constant(Object.fromEntries(operation.fields.map((field) => [field, TEN_MEGABYTES]))) },
      );
      await fc.assert(
        fc.asyncProperty(bodies, async (body) => {
          const res = await t.call(operation.method, urlOf(operation), { token, body, headers: { 'idempotency-key': crypto.randomUUID() } });
          if (expectFrenchRefusalOrSuccess(operation, body, res)) refusals++;
        }),
        { numRuns, seed: 20_260_223 },
      );
      // The bodies reached the route's validation (not a 404 or a 401 in front of it).
      expect(refusals, `${operation.method} ${operation.path}`).toBeGreaterThan(0);
    }
  });

  it('queries never answer 5xx, and answer 4xx in French naming the refused parameters', async () => {
    expect(queryOperations.length).toBeGreaterThan(5);
    const numRuns = runsFor(queryOperations, 0.4);
    for (const [index, operation] of queryOperations.entries()) {
      const token = await freshToken(`requetes${index}@lrp.demo`, operation.path);
      const queries = fc.record(Object.fromEntries(operation.fields.map((field) => [field, hostileText])), { requiredKeys: [] });
      await fc.assert(
        fc.asyncProperty(queries, async (query) => {
          const res = await t.call(operation.method, `${urlOf(operation)}?${queryOf(query)}`, { token });
          expectFrenchRefusalOrSuccess(operation, query, res);
        }),
        { numRuns, seed: 20_260_223 },
      );
    }
  });
});
