import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentItems } from '../../db/schema';
import { createTestApp } from '../../test/harness';
import { sellingFixtures } from '../../test/selling-fixtures';

let t: Awaited<ReturnType<typeof createTestApp>>;
let f: ReturnType<typeof sellingFixtures>;
let staff: string;
let lciStaff: string;
let adviser: Awaited<ReturnType<ReturnType<typeof sellingFixtures>['adviser']>>;

beforeAll(async () => {
  t = await createTestApp();
  f = sellingFixtures(t);
  adviser = await f.adviser('lecteur@lrp.demo', 'lrp');
  staff = await f.token((await t.fixtures.user({ email: 'redaction@lrp.demo', brandCode: 'lrp', role: 'staff' })).id);
  lciStaff = await f.token((await t.fixtures.user({ email: 'redaction@lci.demo', brandCode: 'lci', role: 'staff' })).id);
});
afterAll(() => t.close());

const news = (overrides: Record<string, unknown> = {}) => ({
  kind: 'news',
  brand: 'lrp',
  title: 'Nouvelle résidence à Nantes',
  summary: 'Les lots ouvrent lundi.',
  body: '<p>Les <strong>lots</strong> ouvrent lundi.</p>',
  published: true,
  ...overrides,
});
const adviserNewsTitles = async () =>
  (await t.call('GET', '/api/actualites?per_page=50', { token: adviser.token })).body.data.data.map((item: { title: string }) => item.title);

describe('back-office content', () => {
  it('publishes a news item the brand’s advisers read at once and records it in the audit log', async () => {
    const created = await t.call('POST', '/api/back-office/content', { token: staff, body: news() });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ message: 'Contenu enregistré', data: { kind: 'news', marque: 'lrp', published: true } });
    expect(await adviserNewsTitles()).toContain('Nouvelle résidence à Nantes');
    const detail = await t.call('GET', `/api/actualites/${created.body.data.id}`, { token: adviser.token });
    expect(detail.body.data.body).toBe('<p>Les <strong>lots</strong> ouvrent lundi.</p>');
    const audit = await t.call('GET', '/api/back-office/audit?q=content.publish', { token: staff });
    expect(audit.body.data.data[0]).toMatchObject({ actor: 'redaction@lrp.demo', target_type: 'content', target_id: String(created.body.data.id), marques: ['lrp'] });
  });

  it('stores a body with a script sanitised: advisers never get the script or its handlers', async () => {
    const body = '<p onmouseover="steal()">Bonjour</p><script>document.location="https://pirate.example"</script><a href="javascript:alert(1)">lien</a><img src=x onerror=alert(1)>';
    const created = await t.call('POST', '/api/back-office/content', { token: staff, body: news({ title: 'Piège', body }) });
    expect(created.status).toBe(201);
    expect(created.body.data.body).toBe('<p>Bonjour</p><a target="_blank" rel="noopener noreferrer">lien</a>');
    const [row] = await t.db.select().from(contentItems).where(eq(contentItems.id, created.body.data.id));
    expect(row.body).toBe('<p>Bonjour</p><a target="_blank" rel="noopener noreferrer">lien</a>');
    const preview = await t.call('POST', '/api/back-office/content/preview', { token: staff, body: { body } });
    expect(preview.body.data.body).toBe(row.body);
  });

  it('keeps drafts from advisers until published, and takes a published item back', async () => {
    const draft = await t.call('POST', '/api/back-office/content', { token: staff, body: news({ title: 'Brouillon', published: false }) });
    expect(await adviserNewsTitles()).not.toContain('Brouillon');
    expect((await t.call('GET', `/api/actualites/${draft.body.data.id}`, { token: adviser.token })).status).toBe(404);
    await t.call('PUT', `/api/back-office/content/${draft.body.data.id}`, { token: staff, body: news({ title: 'Brouillon', published: true }) });
    expect(await adviserNewsTitles()).toContain('Brouillon');
    const back = await t.call('PUT', `/api/back-office/content/${draft.body.data.id}`, { token: staff, body: news({ title: 'Brouillon', published: false }) });
    expect(back.status).toBe(200);
    expect(await adviserNewsTitles()).not.toContain('Brouillon');
    const audit = await t.call('GET', '/api/back-office/audit?q=content.unpublish', { token: staff });
    expect(audit.body.data.data[0]).toMatchObject({ target_id: String(draft.body.data.id) });
  });

  it('files a training under its category and a webinar with its date and length', async () => {
    const training = await t.call('POST', '/api/back-office/content', { token: staff, body: news({ kind: 'training_ia', title: 'Prompts', duration_minutes: 30 }) });
    expect(training.body.data).toMatchObject({ kind: 'training_ia', duration_minutes: 30, starts_at: null });
    const listed = await t.call('GET', '/api/formations?categorie=ia&per_page=50', { token: adviser.token });
    expect(listed.body.data.data.map((item: { title: string }) => item.title)).toContain('Prompts');
    const webinar = await t.call('POST', '/api/back-office/content', {
      token: staff,
      body: news({ kind: 'webinar', title: 'Le LMNP en 2027', starts_at: '2027-01-12T10:00:00+01:00', duration_minutes: 45 }),
    });
    expect(webinar.body.data).toMatchObject({ starts_at: '2027-01-12T09:00:00.000Z', duration_minutes: 45 });
  });

  it('refuses a webinar without its date, an empty body, an unknown kind, and another brand', async () => {
    const noDate = await t.call('POST', '/api/back-office/content', { token: staff, body: news({ kind: 'webinar' }) });
    expect(noDate.status).toBe(422);
    expect(noDate.body.errors.starts_at).toEqual(["Indiquez la date et l'heure du webinaire"]);
    const empty = await t.call('POST', '/api/back-office/content', { token: staff, body: news({ body: '<p> </p><script>x</script>' }) });
    expect(empty.body.errors).toEqual({ body: ['Rédigez le contenu'] });
    const kind = await t.call('POST', '/api/back-office/content', { token: staff, body: news({ kind: 'document_pe' }) });
    expect(kind.body.errors.kind).toEqual(['Type de contenu inconnu']);
    const brand = await t.call('POST', '/api/back-office/content', { token: staff, body: news({ brand: 'lci' }) });
    expect(brand.status).toBe(422);
    expect(brand.body.errors.brand).toEqual(['Marque inconnue']);
  });

  it('lists and edits only the caller’s brands’ items: another brand’s staff gets 404, an adviser too', async () => {
    const created = await t.call('POST', '/api/back-office/content', { token: staff, body: news({ title: 'Réservé LRP' }) });
    const id = created.body.data.id;
    const list = await t.call('GET', '/api/back-office/content?kind=news', { token: staff });
    expect(list.body.data.map((item: { id: number }) => item.id)).toContain(id);
    expect((await t.call('GET', '/api/back-office/content', { token: lciStaff })).body.data).toEqual([]);
    expect((await t.call('GET', `/api/back-office/content/${id}`, { token: lciStaff })).status).toBe(404);
    expect((await t.call('PUT', `/api/back-office/content/${id}`, { token: lciStaff, body: news({ brand: 'lci' }) })).status).toBe(404);
    expect((await t.call('GET', '/api/back-office/content', { token: adviser.token })).status).toBe(404);
  });
});
