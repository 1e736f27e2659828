import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/harness';
import { sellingFixtures } from '../../test/selling-fixtures';

let t: Awaited<ReturnType<typeof createTestApp>>;
let f: ReturnType<typeof sellingFixtures>;
let adviserToken: string;
let staffToken: string;
let routes: { method: string; path: string }[];

beforeAll(async () => {
  t = await createTestApp();
  f = sellingFixtures(t);
  adviserToken = (await f.adviser('curieux@lrp.demo', 'lrp')).token;
  const staff = await t.fixtures.user({ email: 'equipe@lrp.demo', brandCode: 'lrp', role: 'staff' });
  staffToken = await f.token(staff.id);
  const doc = (await t.call('GET', '/api/openapi.json')).body as { paths: Record<string, Record<string, unknown>> };
  routes = Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/back-office/'))
    .flatMap(([path, methods]) => Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path: path.replace('{id}', '1') })));
});
afterAll(() => t.close());

describe('back-office routes', () => {
  it('are all listed in the OpenAPI document', () => {
    expect(routes.map((r) => `${r.method} ${r.path}`).sort()).toEqual([
      'DELETE /api/back-office/programmes/1/files/{fileId}',
      'DELETE /api/back-office/users/1/second-factor',
      'GET /api/back-office/audit',
      'GET /api/back-office/content',
      'GET /api/back-office/content/1',
      'GET /api/back-office/kyc',
      'GET /api/back-office/kyc/1/file',
      'GET /api/back-office/me',
      'GET /api/back-office/messages/threads',
      'GET /api/back-office/messages/threads/1',
      'GET /api/back-office/messages/threads/1/attachments/{attachmentId}',
      'GET /api/back-office/options',
      'GET /api/back-office/programmes',
      'GET /api/back-office/programmes/1/files',
      'GET /api/back-office/residences',
      'GET /api/back-office/residences/1/lots',
      'POST /api/back-office/content',
      'POST /api/back-office/content/preview',
      'POST /api/back-office/messages/threads/1',
      'POST /api/back-office/options/1/cancel',
      'POST /api/back-office/options/1/extend',
      'POST /api/back-office/options/1/reservation-step',
      'POST /api/back-office/programmes/1/files',
      'PUT /api/back-office/content/1',
      'PUT /api/back-office/kyc/1',
      'PUT /api/back-office/lots/1',
      'PUT /api/back-office/messages/threads/1/assignee',
      'PUT /api/back-office/messages/threads/1/read',
      'PUT /api/back-office/programmes/1/brands/{brand}',
    ]);
  });

  it('answer 404 to an adviser on every route, read or write, whatever the body', async () => {
    for (const { method, path } of routes) {
      const res = await t.call(method, path, { token: adviserToken, body: method === 'GET' ? undefined : {} });
      expect({ route: `${method} ${path}`, status: res.status }).toEqual({ route: `${method} ${path}`, status: 404 });
    }
  });

  it('answer 401 without a token', async () => {
    for (const { method, path } of routes) {
      expect((await t.call(method, path, { body: method === 'GET' ? undefined : {} })).status).toBe(401);
    }
  });

  it('tell a staff member which brands it works for', async () => {
    const me = await t.call('GET', '/api/back-office/me', { token: staffToken });
    expect(me.body.data).toMatchObject({ email: 'equipe@lrp.demo', brands: ['lrp'] });
  });

  it('answer 404 to a staff account given no brand', async () => {
    const lonely = await t.fixtures.user({ email: 'sans-marque@back-office.demo', role: 'staff' });
    await t.db.execute(`delete from staff_brands where user_id = ${lonely.id}`);
    expect((await t.call('GET', '/api/back-office/me', { token: await f.token(lonely.id) })).status).toBe(404);
  });
});
