import { asc, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, recoveryCodes as recoveryCodeRows } from '../db/schema';
import { FIXTURE_PASSWORD } from '../test/fixtures';
import { createTestApp } from '../test/harness';
import { sellingFixtures } from '../test/selling-fixtures';

let t: Awaited<ReturnType<typeof createTestApp>>;
let f: ReturnType<typeof sellingFixtures>;
let backOfficeRoutes: { method: string; path: string }[];

beforeAll(async () => {
  t = await createTestApp();
  f = sellingFixtures(t);
  const doc = (await t.call('GET', '/api/openapi.json')).body as { paths: Record<string, Record<string, unknown>> };
  backOfficeRoutes = Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/back-office/'))
    .flatMap(([path, methods]) => Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path: path.replace('{id}', '1') })));
});
afterAll(() => t.close());

const login = async (email: string) => (await t.call('POST', '/api/login', { body: { email, password: FIXTURE_PASSWORD } })).body;
/** The code an authenticator app shows for `secret`, `offset` periods of 30 s from now. */
const codeOf = (secret: string, offset = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + offset * 30 });

/** Logs a new staff member in and enrols it: its session token, key and recovery codes. */
async function enrolledStaff(email: string, brandCode = 'lrp') {
  const user = await t.fixtures.user({ email, brandCode, role: 'staff' });
  const { access_token: token } = await login(email);
  const { secret } = (await t.call('POST', '/api/second-factor/enrolment', { token })).body;
  const enrolCode = await codeOf(secret);
  const confirm = await t.call('POST', '/api/second-factor/enrolment/confirm', { token, body: { code: enrolCode } });
  return { user, token, secret, enrolCode, recoveryCodes: confirm.body.recovery_codes as string[] };
}

async function auditActions(userId: number) {
  const rows = await t.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.targetId, String(userId))).orderBy(asc(auditLog.id));
  return rows.map((row) => row.action);
}

describe('second factor', () => {
  it('is asked of every staff login: enrolment first, then a code', async () => {
    await t.fixtures.user({ email: 'premier@lrp.demo', brandCode: 'lrp', role: 'staff' });
    expect((await login('premier@lrp.demo')).second_factor).toBe('enrol');
    const { user } = await enrolledStaff('second@lrp.demo');
    expect((await login('second@lrp.demo')).second_factor).toBe('verify');
    await f.adviser('simple@lrp.demo', 'lrp');
    expect((await login('simple@lrp.demo')).second_factor).toBeNull();
    expect(await auditActions(user.id)).toEqual(['second_factor.enrol']);
  });

  it('keeps every back-office route closed to a staff session that has not given its code', async () => {
    await t.fixtures.user({ email: 'ferme@lrp.demo', brandCode: 'lrp', role: 'staff' });
    const { access_token: token } = await login('ferme@lrp.demo');
    for (const { method, path } of backOfficeRoutes) {
      const res = await t.call(method, path, { token, body: method === 'GET' ? undefined : {} });
      expect({ route: `${method} ${path}`, status: res.status }).toEqual({ route: `${method} ${path}`, status: 403 });
    }
    expect((await t.call('GET', '/api/user-infos', { token })).status).toBe(403);
    expect((await t.call('GET', '/api/second-factor', { token })).body).toEqual({ enabled: false, required: true, passed: false });
  });

  it('opens the back office once the enrolment code is given, and hands out ten distinct recovery codes', async () => {
    const { token, recoveryCodes } = await enrolledStaff('ouvert@lrp.demo');
    expect(new Set(recoveryCodes).size).toBe(10);
    expect(recoveryCodes.every((code) => /^[A-Z2-7]{5}-[A-Z2-7]{5}$/.test(code))).toBe(true);
    expect((await t.call('GET', '/api/back-office/me', { token })).status).toBe(200);
    const stored = await t.db.select({ codeHash: recoveryCodeRows.codeHash }).from(recoveryCodeRows);
    expect(stored.every((row) => row.codeHash.startsWith('$argon2id$'))).toBe(true);
  });

  it('refuses a code already accepted, even inside its window, and a wrong one, each audited', async () => {
    const { user, secret, enrolCode } = await enrolledStaff('rejeu@lrp.demo');
    const { access_token: token } = await login('rejeu@lrp.demo');
    expect((await t.call('POST', '/api/second-factor/verify', { token, body: { code: enrolCode } })).status).toBe(422);
    expect((await t.call('POST', '/api/second-factor/verify', { token, body: { code: '000000' } })).status).toBe(422);
    expect((await t.call('GET', '/api/back-office/me', { token })).status).toBe(403);
    // The next period's code, which the app shows 30 s later (one period of drift is accepted).
    expect((await t.call('POST', '/api/second-factor/verify', { token, body: { code: await codeOf(secret, 1) } })).status).toBe(204);
    expect((await t.call('GET', '/api/back-office/me', { token })).status).toBe(200);
    expect(await auditActions(user.id)).toEqual(['second_factor.enrol', 'second_factor.failure', 'second_factor.failure']);
  });

  it('takes each recovery code once', async () => {
    const { user, recoveryCodes } = await enrolledStaff('secours@lrp.demo');
    const first = (await login('secours@lrp.demo')).access_token;
    expect((await t.call('POST', '/api/second-factor/verify', { token: first, body: { code: recoveryCodes[3].toLowerCase() } })).status).toBe(204);
    const second = (await login('secours@lrp.demo')).access_token;
    expect((await t.call('POST', '/api/second-factor/verify', { token: second, body: { code: recoveryCodes[3] } })).status).toBe(422);
    expect((await t.call('GET', '/api/back-office/me', { token: second })).status).toBe(403);
    expect(await auditActions(user.id)).toEqual(['second_factor.enrol', 'second_factor.recovery', 'second_factor.failure']);
  });

  it('limits codes like passwords: the eleventh wrong code of the quarter hour gets 429', async () => {
    await enrolledStaff('limite@lrp.demo');
    const { access_token: token } = await login('limite@lrp.demo');
    for (let i = 0; i < 10; i++) expect((await t.call('POST', '/api/second-factor/verify', { token, body: { code: '123456' } })).status).toBe(422);
    expect((await t.call('POST', '/api/second-factor/verify', { token, body: { code: '123456' } })).status).toBe(429);
  });

  it('lets an adviser turn it on, after which its logins ask for a code', async () => {
    const adviser = await f.adviser('prudent@lrp.demo', 'lrp');
    const { secret } = (await t.call('POST', '/api/second-factor/enrolment', { token: adviser.token })).body;
    const confirm = await t.call('POST', '/api/second-factor/enrolment/confirm', { token: adviser.token, body: { code: await codeOf(secret) } });
    expect(confirm.body.recovery_codes).toHaveLength(10);
    expect((await t.call('POST', '/api/second-factor/enrolment', { token: adviser.token })).status).toBe(409);
    const { access_token: token, second_factor } = await login('prudent@lrp.demo');
    expect(second_factor).toBe('verify');
    expect((await t.call('GET', '/api/accueil', { token })).status).toBe(403);
  });

  it('is asked again when an adviser switches into a linked account that has turned it on', async () => {
    const group = await t.fixtures.accountGroup('Cabinets de Paul Martin');
    await t.fixtures.user({ email: 'martin@lci.demo', brandCode: 'lci', accountGroupId: group.id });
    const cabinet = await t.fixtures.user({ email: 'martin.cabinet@lci.demo', brandCode: 'lci', accountGroupId: group.id });
    const cabinetToken = await t.tokenFor('martin.cabinet@lci.demo');
    const { secret } = (await t.call('POST', '/api/second-factor/enrolment', { token: cabinetToken })).body;
    await t.call('POST', '/api/second-factor/enrolment/confirm', { token: cabinetToken, body: { code: await codeOf(secret) } });
    const switched = await t.call('POST', '/api/users/switch-account', { token: await t.tokenFor('martin@lci.demo'), body: { id: cabinet.id } });
    expect(switched.body.second_factor).toBe('verify');
    expect((await t.call('GET', '/api/user-infos', { token: switched.body.access_token })).status).toBe(403);
    const verified = await t.call('POST', '/api/second-factor/verify', { token: switched.body.access_token, body: { code: await codeOf(secret, 1) } });
    expect(verified.status).toBe(204);
    expect((await t.call('GET', '/api/user-infos', { token: switched.body.access_token })).status).toBe(200);
  });

  it('is reset by a colleague of every brand only, which ends the sessions of the account', async () => {
    const { user, token } = await enrolledStaff('perdu@lci.demo', 'lci');
    const lciColleague = await t.fixtures.user({ email: 'collegue@lci.demo', brandCode: 'lci', role: 'staff' });
    const everyBrand = await t.fixtures.user({ email: 'toutes@back-office.demo', brandCode: 'is', role: 'staff' });
    await t.fixtures.assignBrands(everyBrand.id, ['lrp', 'lci', 'is', 'icm']);
    const path = `/api/back-office/users/${user.id}/second-factor`;
    expect((await t.call('DELETE', path, { token: await f.token(lciColleague.id) })).status).toBe(403);
    const everyBrandToken = await f.token(everyBrand.id);
    expect((await t.call('DELETE', `/api/back-office/users/${everyBrand.id}/second-factor`, { token: everyBrandToken })).status).toBe(403);
    expect((await t.call('DELETE', path, { token: everyBrandToken })).status).toBe(200);
    expect((await t.call('GET', '/api/back-office/me', { token })).status).toBe(401);
    expect((await login('perdu@lci.demo')).second_factor).toBe('enrol');
    expect(await auditActions(user.id)).toEqual(['second_factor.enrol', 'second_factor.reset']);
  });
});
