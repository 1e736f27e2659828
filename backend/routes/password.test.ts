import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_PASSWORD } from '../test/fixtures';
import { createTestApp, linkFromMail } from '../test/harness';

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp();
  await t.fixtures.user({ email: 'nouveau@is.demo', brandCode: 'is', activatedAt: null, passwordHash: null, prenom: 'Noé' });
  await t.fixtures.user({ email: 'oubli@lci.demo', brandCode: 'lci' });
  await t.fixtures.user({ email: 'change@lrp.demo', weakPassword: true });
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Nouveau-Secret-2026!';
const login = (email: string, password: string) => t.call('POST', '/api/login', { body: { email, password } });

describe('POST /api/activation and /api/forgot-password', () => {
  it('answer identically for unknown emails and send no mail', async () => {
    const before = (await t.mails()).length;
    const activation = await t.call('POST', '/api/activation', { body: { email: 'inconnu@is.demo' } });
    const forgot = await t.call('POST', '/api/forgot-password', { body: { email: 'inconnu@is.demo' } });
    expect(activation.status).toBe(200);
    expect(activation.body).toEqual({ message: "Nous vous avons envoyé un lien afin d'activer votre compte" });
    expect(forgot.status).toBe(200);
    expect(forgot.body).toEqual({ message: 'Nous vous avons envoyé un lien afin de réinitialiser votre mot de passe' });
    expect((await t.mails()).length).toBe(before);
  });

  it('activation mails a brand link; the token activates the account once, then the login works', async () => {
    const res = await t.call('POST', '/api/activation', { body: { email: 'nouveau@is.demo' } });
    expect(res.body).toEqual({ message: "Nous vous avons envoyé un lien afin d'activer votre compte" });
    const mail = (await t.mails()).at(-1)!;
    expect(mail.file).toMatch(/-nouveau@is\.demo\.eml$/);
    expect(mail.raw).toMatch(/^To: nouveau@is\.demo$/m);
    const link = linkFromMail(mail.raw);
    expect(link.origin).toBe('http://is.localhost:3000');
    expect(link.pathname).toBe('/request-password');
    expect(link.searchParams.get('email')).toBe('nouveau@is.demo');
    const token = link.searchParams.get('token')!;
    expect(token.length).toBeGreaterThanOrEqual(22);

    const body = { token, email: 'nouveau@is.demo', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };
    const reset = await t.call('POST', '/api/reset-password', { body });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ message: 'Votre mot de passe a été réinitialisé' });
    expect((await login('nouveau@is.demo', NEW_PASSWORD)).status).toBe(200);

    const again = await t.call('POST', '/api/reset-password', { body });
    expect(again.status).toBe(422);
    expect(again.body).toEqual({ message: 'Ce lien est invalide ou a expiré.' });
  });

  it('does not mail an activation link to an account that is already active', async () => {
    const before = (await t.mails()).length;
    await t.call('POST', '/api/activation', { body: { email: 'oubli@lci.demo' } });
    expect((await t.mails()).length).toBe(before);
  });

  it('forgot-password link resets the password and signs out existing sessions', async () => {
    const session = (await login('oubli@lci.demo', FIXTURE_PASSWORD)).body;
    await t.call('POST', '/api/forgot-password', { body: { email: 'oubli@lci.demo' } });
    const link = linkFromMail((await t.mails()).at(-1)!.raw);
    expect(link.origin).toBe('http://lci.localhost:3000');
    const reset = await t.call('POST', '/api/reset-password', {
      body: { token: link.searchParams.get('token'), email: 'oubli@lci.demo', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    });
    expect(reset.status).toBe(200);
    expect((await t.call('GET', '/api/user-infos', { token: session.access_token })).status).toBe(401);
    expect((await login('oubli@lci.demo', FIXTURE_PASSWORD)).status).toBe(401);
  });

  it('refuses an expired link after one hour', async () => {
    await t.call('POST', '/api/forgot-password', { body: { email: 'oubli@lci.demo' } });
    const link = linkFromMail((await t.mails()).at(-1)!.raw);
    t.deps.clock.advance(3601);
    const reset = await t.call('POST', '/api/reset-password', {
      body: { token: link.searchParams.get('token'), email: 'oubli@lci.demo', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    });
    expect(reset.status).toBe(422);
    expect(reset.body.message).toBe('Ce lien est invalide ou a expiré.');
  });

  it('refuses a token presented with another email', async () => {
    await t.call('POST', '/api/forgot-password', { body: { email: 'oubli@lci.demo' } });
    const link = linkFromMail((await t.mails()).at(-1)!.raw);
    const reset = await t.call('POST', '/api/reset-password', {
      body: { token: link.searchParams.get('token'), email: 'change@lrp.demo', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    });
    expect(reset.status).toBe(422);
  });
});

describe('new password rule', () => {
  const reset = (password: string, confirmation = password) =>
    t.call('POST', '/api/reset-password', {
      body: { token: 'x', email: 'oubli@lci.demo', password, password_confirmation: confirmation },
    });

  it.each(['Court-1!', 'sansmajuscule-2026!', 'SANSMINUSCULE-2026!', 'Sans-Chiffre-Ici!', 'SansSpecial20262026', 'Beaucoup-Trop-Long-Pour-Etre-Accepte-2026!'])(
    'refuses %s with the product message',
    async (password) => {
      const res = await reset(password);
      expect(res.status).toBe(422);
      expect(res.body.errors.password).toEqual([
        'Le mot de passe doit contenir au minimum 12 caractères et maximum 25 caractères, une majuscule, une minuscule, un chiffre et un caractère spécial',
      ]);
    },
  );

  it.each(['Azerty123456!', 'Motdepasse123!', 'Password123!'])('refuses the common password %s', async (password) => {
    const res = await reset(password);
    expect(res.status).toBe(422);
    expect(res.body.errors.password).toEqual(['Ce mot de passe est trop courant, choisissez-en un autre.']);
  });

  it('refuses a confirmation that differs', async () => {
    const res = await reset(NEW_PASSWORD, `${NEW_PASSWORD}x`);
    expect(res.body.errors.password_confirmation).toEqual(['Les deux mots de passe ne correspondent pas']);
  });
});

describe('PUT /api/password', () => {
  it('rejects a wrong current password with errors.current_password', async () => {
    const pair = (await login('change@lrp.demo', FIXTURE_PASSWORD)).body;
    const res = await t.call('PUT', '/api/password', {
      token: pair.access_token,
      body: { current_password: 'Pas-Le-Bon-2026!', new_password: NEW_PASSWORD, new_password_confirmation: NEW_PASSWORD },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.current_password).toHaveLength(1);
  });

  it('changes the password, revokes every older session, returns a fresh pair and clears the weak flag', async () => {
    const other = (await login('change@lrp.demo', FIXTURE_PASSWORD)).body;
    const mine = (await login('change@lrp.demo', FIXTURE_PASSWORD)).body;
    const res = await t.call('PUT', '/api/password', {
      token: mine.access_token,
      body: { current_password: FIXTURE_PASSWORD, new_password: NEW_PASSWORD, new_password_confirmation: NEW_PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Mot de passe modifié avec succès');
    expect((await t.call('GET', '/api/user-infos', { token: other.access_token })).status).toBe(401);
    expect((await t.call('GET', '/api/user-infos', { token: mine.access_token })).status).toBe(401);
    const infos = await t.call('GET', '/api/user-infos', { token: res.body.access_token });
    expect(infos.status).toBe(200);
    expect(infos.body.inputs.reset_password).toBe(false);
    expect((await t.call('POST', '/api/token/refresh', { body: { refresh_token: res.body.refresh_token } })).status).toBe(200);
  });
});
