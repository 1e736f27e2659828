import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { argon2Hasher, type PasswordHasher } from '../auth/passwords';
import { FIXTURE_PASSWORD } from '../test/fixtures';
import { createTestApp } from '../test/harness';

let t: Awaited<ReturnType<typeof createTestApp>>;
const work = { hash: 0, verify: 0 };
const countingHasher: PasswordHasher = {
  hash: (password) => {
    work.hash++;
    return argon2Hasher.hash(password);
  },
  verify: (hashed, password) => {
    work.verify++;
    return argon2Hasher.verify(hashed, password);
  },
};
const argonWork = async (run: () => Promise<unknown>) => {
  work.hash = 0;
  work.verify = 0;
  await run();
  return { ...work };
};

beforeAll(async () => {
  t = await createTestApp({}, { deps: { passwords: countingHasher } });
  for (const email of ['connu@is.demo', 'cible@is.demo', 'change@is.demo']) await t.fixtures.user({ email, brandCode: 'is' });
});
afterAll(() => t.close());

const login = (email: string, password: string) => t.call('POST', '/api/login', { body: { email, password } });

describe('the same argon2 work for every address', () => {
  it('verifies one hash on login whether the email has an account or not', async () => {
    const unknown = await argonWork(() => login('inconnu@is.demo', 'Mauvais-Secret-2026!'));
    const known = await argonWork(() => login('connu@is.demo', 'Mauvais-Secret-2026!'));
    expect(unknown).toEqual({ hash: 0, verify: 1 });
    expect(known).toEqual(unknown);
  });

  it('hashes the new password on reset whether the email has an account or not', async () => {
    const body = (email: string) => ({ token: 'x'.repeat(43), email, password: 'Nouveau-Secret-2026!', password_confirmation: 'Nouveau-Secret-2026!' });
    const unknown = await argonWork(() => t.call('POST', '/api/reset-password', { body: body('inconnu@is.demo') }));
    const known = await argonWork(() => t.call('POST', '/api/reset-password', { body: body('connu@is.demo') }));
    expect(unknown).toEqual({ hash: 1, verify: 0 });
    expect(known).toEqual(unknown);
  });
});

describe('attempt limits', () => {
  it('lets exactly 10 of 50 parallel wrong passwords on one account reach the password check', async () => {
    const results = await Promise.all(Array.from({ length: 50 }, () => login('cible@is.demo', 'Mauvais-Secret-2026!')));
    expect(results.filter((r) => r.status === 401)).toHaveLength(10);
    expect(results.filter((r) => r.status === 429)).toHaveLength(40);
    expect(results.find((r) => r.status === 429)?.body.message).toBe('Trop de tentatives. Veuillez réessayer dans quelques minutes.');
  });

  it('does not count successful logins against the account', async () => {
    for (let i = 0; i < 12; i++) expect((await login('connu@is.demo', FIXTURE_PASSWORD)).status).toBe(200);
  });

  it('limits password changes with a wrong current password like logins (429 past the limit)', async () => {
    const token = (await login('change@is.demo', FIXTURE_PASSWORD)).body.access_token;
    const change = (current: string) =>
      t.call('PUT', '/api/password', {
        token,
        body: { current_password: current, new_password: 'Nouveau-Secret-2026!', new_password_confirmation: 'Nouveau-Secret-2026!' },
      });
    for (let i = 0; i < 10; i++) expect((await change('Mauvais-Secret-2026!')).status).toBe(422);
    const blocked = await change('Mauvais-Secret-2026!');
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe('Trop de tentatives. Veuillez réessayer dans quelques minutes.');
    expect((await change(FIXTURE_PASSWORD)).status).toBe(429);
  });
});
