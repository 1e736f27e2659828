import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueFixtures } from '../test/catalogue-fixtures';
import { createTestApp } from '../test/harness';

let t: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
let residence: number;

beforeAll(async () => {
  t = await createTestApp();
  await t.fixtures.user({ email: 'conseiller@lrp.demo' });
  residence = (await catalogueFixtures(t.db).residence({ name: 'Les Jardins du Parc' })).id;
  token = await t.tokenFor('conseiller@lrp.demo');
});
afterAll(() => t.close());

describe('page changes announced to the apps', () => {
  it('are announced once after a write that succeeded, before its answer', async () => {
    const before = t.pageChanges.count;
    const answer = await t.call('POST', `/api/favorites/${residence}/toggle`, { token, body: {} });
    expect(answer.status).toBe(200);
    expect(t.pageChanges.count).toBe(before + 1);
  });

  it('are not announced for reads nor for refused writes', async () => {
    const before = t.pageChanges.count;
    expect((await t.call('GET', '/api/favorites', { token })).status).toBe(200);
    expect((await t.call('POST', '/api/favorites/999999/toggle', { token, body: {} })).status).toBeGreaterThanOrEqual(400);
    expect((await t.call('POST', `/api/favorites/${residence}/toggle`, { body: {} })).status).toBe(401);
    expect(t.pageChanges.count).toBe(before);
  });
});
