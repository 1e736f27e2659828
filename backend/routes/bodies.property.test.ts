import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/harness';

// Every JSON body of the API, filled from the OpenAPI document with hostile values: never a 5xx, and every 4xx
// answers a French message, with 422s naming the fields they refuse.
let t: Awaited<ReturnType<typeof createTestApp>>;

type Operation = { method: string; path: string; fields: string[] };
let operations: Operation[] = [];

/** Routes whose success ends the caller's session or works on the clock, which would blind the next runs. */
const SKIPPED = /\/(logout|test\/clock)$/;

beforeAll(async () => {
  t = await createTestApp({ apiDocs: true });
  const doc = (await t.call('GET', '/api/openapi.json')).body;
  const resolve = (schema: { $ref?: string; properties?: Record<string, unknown> }) =>
    schema.$ref ? doc.components.schemas[schema.$ref.split('/').at(-1)!] : schema;
  for (const [path, methods] of Object.entries<Record<string, { requestBody?: { content?: Record<string, { schema: object }> } }>>(doc.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const schema = operation.requestBody?.content?.['application/json']?.schema;
      if (!schema || SKIPPED.test(path)) continue;
      operations.push({ method: method.toUpperCase(), path, fields: Object.keys(resolve(schema).properties ?? {}) });
    }
  }
  operations = operations.filter((operation) => operation.fields.length > 0);
});
afterAll(() => t.close());

const nested = fc.letrec<{ deep: unknown }>((tie) => ({
  deep: fc.oneof({ depthSize: 'small', withCrossShrink: true }, fc.constant(1), fc.array(tie('deep'), { maxLength: 2 }), fc.dictionary(fc.string({ maxLength: 3 }), tie('deep'), { maxKeys: 2 })),
})).deep;

const hostile = fc.oneof(
  fc.constantFrom('a\u0000b', '\uD800', 'x\uDFFFy', '\u202Eتجربة עברית', '2026-02-30', '9999-99-99', '', ' ', '0', '-1', 'true', '[]'),
  fc.constantFrom(1e308, -1, 0, -0.5, 2 ** 31, Number.MAX_SAFE_INTEGER + 2, 3.14),
  fc.constantFrom(null, true, false, [], {}, [1, 'a'], { a: { b: { c: { d: [] } } } }),
  fc.string({ maxLength: 40, unit: 'grapheme' }),
  fc.integer(),
  nested,
);

/** Messages a library would answer in English when a schema forgot its French text. */
const ENGLISH = /\b(invalid|expected|required|received|must|should|too (big|small)|unrecognized|malformed|bad request|not found)\b/i;

/**
 * A fresh adviser per route: what one route does to its caller (password attempts, email change) stays there.
 * Back-office routes answer 404 to advisers before reading the body: they get a staff member.
 */
async function freshToken(index: number, path: string) {
  const email = `proprietes${index}@lrp.demo`;
  await t.fixtures.user({ email, role: path.startsWith('/api/back-office/') ? 'staff' : 'cgp' });
  return t.tokenFor(email);
}

async function send(operation: Operation, body: Record<string, unknown>, token: string) {
  const url = operation.path.replace(/\{[^}]+\}/g, '1');
  return t.call(operation.method, url, { token, body, headers: { 'idempotency-key': crypto.randomUUID() } });
}

describe('request bodies with hostile values', { timeout: 60_000 }, () => {
  it('never answer 5xx, and answer 4xx in French naming the refused fields', async () => {
    expect(operations.length).toBeGreaterThan(10);
    const perOperation = Math.max(3, Math.floor(600 / operations.length));
    for (const [index, operation] of operations.entries()) {
      const token = await freshToken(index, operation.path);
      let refusals = 0;
      const bodies = fc.record(Object.fromEntries(operation.fields.map((field) => [field, hostile])), { requiredKeys: [] });
      await fc.assert(
        fc.asyncProperty(bodies, async (body) => {
          const res = await send(operation, body, token);
          const where = `${operation.method} ${operation.path} ${JSON.stringify(body)} → ${res.status} ${JSON.stringify(res.body)}`;
          expect(res.status, where).toBeLessThan(500);
          if (res.status < 400) return;
          expect(typeof res.body?.message, where).toBe('string');
          expect(res.body.message, where).not.toMatch(ENGLISH);
          if (res.status === 422) {
            refusals++;
            const refused = Object.keys(res.body.errors ?? {});
            expect(refused.length, where).toBeGreaterThan(0);
            for (const messages of Object.values<string[]>(res.body.errors)) {
              for (const message of messages) expect(message, where).not.toMatch(ENGLISH);
            }
          }
        }),
        { numRuns: perOperation, seed: 20_260_223 },
      );
      // The bodies reached the route's validation (not a 404 or a 401 in front of it).
      expect(refusals, `${operation.method} ${operation.path}`).toBeGreaterThan(0);
    }
  });
});
