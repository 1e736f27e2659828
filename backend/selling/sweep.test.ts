import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { createTestApp } from '../test/harness';
import { sellingFixtures } from '../test/selling-fixtures';

// The sweep is the only transaction of an option read: counting transactions counts sweeps.
let transactions = 0;
let t: Awaited<ReturnType<typeof createTestApp>>;
let token: string;

beforeAll(async () => {
  const counting = (db: Db) =>
    new Proxy(db, {
      get(target, key, receiver) {
        if (key === 'transaction') transactions += 1;
        return Reflect.get(target, key, receiver);
      },
    });
  t = await createTestApp({}, { db: counting });
  token = (await sellingFixtures(t).adviser('balayage@is.demo')).token;
});
afterAll(() => t.close());

describe('option expiry sweep', () => {
  it('runs once for a request that reads option states', async () => {
    transactions = 0;
    const answer = await t.call('GET', '/api/options?status=live', { token });
    expect(answer.status).toBe(200);
    expect(transactions).toBe(1);
  });
});
