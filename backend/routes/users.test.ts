import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/harness';

let t: Awaited<ReturnType<typeof createTestApp>>;
let ids: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  const group = await t.fixtures.accountGroup('Cabinets de Marie Lefèvre');
  const multi = await t.fixtures.user({ email: 'multi@lci.demo', brandCode: 'lci', cabinet: 'Lefèvre Patrimoine', accountGroupId: group.id, prenom: 'Marie', nom: 'Lefèvre' });
  const multi2 = await t.fixtures.user({ email: 'multi.cabinet@lci.demo', brandCode: 'lci', cabinet: 'Azur Invest', accountGroupId: group.id, prenom: 'Marie', nom: 'Lefèvre' });
  const other = await t.fixtures.user({ email: 'conseiller@lrp.demo', civilite: 'M.', prenom: 'Julien', nom: 'Moreau' });
  const directeur = await t.fixtures.user({ email: 'directeur@lrp.demo', directeur: true });
  const icm = await t.fixtures.user({ email: 'conseiller@icm.demo', brandCode: 'icm', subscriptions: [] });
  ids = { multi: multi.id, multi2: multi2.id, other: other.id, directeur: directeur.id, icm: icm.id };
});
afterAll(() => t.close());

describe('GET /api/user-infos', () => {
  it('returns the caller profile under inputs with scope.marque', async () => {
    const res = await t.call('GET', '/api/user-infos', { token: await t.tokenFor('conseiller@lrp.demo') });
    expect(res.status).toBe(200);
    expect(res.body.inputs).toMatchObject({
      id: ids.other,
      email: 'conseiller@lrp.demo',
      prenom: 'Julien',
      nom: 'Moreau',
      civilite: 'M.',
      directeur: false,
      reset_password: false,
      scope: { marque: 'lrp' },
      accounts_count: 1,
      role: 'cgp',
    });
  });
});

describe('POST /api/user', () => {
  it('reads a linked account by email and 404s for anyone else', async () => {
    const token = await t.tokenFor('multi@lci.demo');
    const linked = await t.call('POST', '/api/user', { token, body: { email: 'multi.cabinet@lci.demo' } });
    expect(linked.status).toBe(200);
    expect(linked.body.data).toMatchObject({ id: ids.multi2, accounts_count: 2 });
    const stranger = await t.call('POST', '/api/user', { token, body: { email: 'conseiller@lrp.demo' } });
    expect(stranger.status).toBe(404);
    expect(stranger.body).toEqual({ message: 'Ressource introuvable' });
  });
});

describe('account switching', () => {
  it('lists the accounts of the group with the current one marked', async () => {
    const res = await t.call('GET', '/api/users/accounts', { token: await t.tokenFor('multi@lci.demo') });
    expect(res.body.data).toEqual([
      { id: ids.multi, email: 'multi@lci.demo', label: 'Lefèvre Patrimoine – Marie Lefèvre', marque: 'lci', current: true },
      { id: ids.multi2, email: 'multi.cabinet@lci.demo', label: 'Azur Invest – Marie Lefèvre', marque: 'lci', current: false },
    ]);
  });

  it('switches to an account of the group and ends the previous session', async () => {
    const token = await t.tokenFor('multi@lci.demo');
    const res = await t.call('POST', '/api/users/switch-account', { token, body: { id: ids.multi2 } });
    expect(res.status).toBe(200);
    const infos = await t.call('GET', '/api/user-infos', { token: res.body.access_token });
    expect(infos.body.inputs.email).toBe('multi.cabinet@lci.demo');
    expect((await t.call('GET', '/api/user-infos', { token })).status).toBe(401);
  });

  it('answers 404 for an account outside the group', async () => {
    const token = await t.tokenFor('multi@lci.demo');
    const res = await t.call('POST', '/api/users/switch-account', { token, body: { id: ids.other } });
    expect(res.status).toBe(404);
    expect((await t.call('GET', '/api/user-infos', { token })).status).toBe(200);
  });
});

describe('GET /api/menu', () => {
  it('starts with the home entry and gives directeurs the dashboard/direction entry only', async () => {
    const plain = (await t.call('GET', '/api/menu', { token: await t.tokenFor('conseiller@lrp.demo') })).body.display;
    const director = (await t.call('GET', '/api/menu', { token: await t.tokenFor('directeur@lrp.demo') })).body.display;
    expect(plain[0]).toEqual({ page: null, label: 'Accueil', icon: 'home' });
    expect(plain.map((e: { page: string }) => e.page)).not.toContain('dashboard/direction');
    expect(director).toContainEqual({ page: 'dashboard/direction', label: 'Direction', icon: 'dashboard/direction' });
  });

  it('names each sales and disputes entry for what it opens: the lists and the statistics', async () => {
    const menu = (await t.call('GET', '/api/menu', { token: await t.tokenFor('directeur@lrp.demo') })).body.display;
    expect(menu).toEqual(
      expect.arrayContaining([
        { page: 'ventes/liste', label: 'Ventes', icon: 'ventes' },
        { page: 'ventes', label: 'Statistiques des ventes', icon: 'ventes' },
        { page: 'litiges/liste', label: 'Litiges', icon: 'litiges' },
        { page: 'litiges', label: 'Statistiques des litiges', icon: 'litiges' },
      ]),
    );
  });

  it('hides subscription and brand-limited entries from advisers without them', async () => {
    const pages = (await t.call('GET', '/api/menu', { token: await t.tokenFor('conseiller@icm.demo') })).body.display.map(
      (e: { page: string }) => e.page,
    );
    expect(pages).toContain('programmes/neuf');
    expect(pages).not.toContain('ventes');
    expect(pages).not.toContain('documents-pe');
  });
});
