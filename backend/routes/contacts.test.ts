import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandContacts } from '../db/schema';
import { brandContactRows } from '../db/seed/reference';
import { createTestApp } from '../test/harness';
import { sellingFixtures } from '../test/selling-fixtures';

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp();
  await t.db.insert(brandContacts).values(brandContactRows);
});
afterAll(() => t.close());

describe('GET /api/contact-us', () => {
  it('answers the caller’s brand’s contacts only, in order', async () => {
    const f = sellingFixtures(t);
    const lci = await f.adviser('a@lci.demo', 'lci');
    const res = await t.call('GET', '/api/contact-us', { token: lci.token });
    expect(res.status).toBe(200);
    expect(res.body.data.map((c: { service: string }) => c.service)).toEqual(['Service partenaires', 'Administration des ventes', 'Conformité']);
    expect(res.body.data.every((c: { email: string }) => c.email.endsWith('@lci.example'))).toBe(true);
    expect((await t.call('GET', '/api/contact-us')).status).toBe(401);
  });
});
