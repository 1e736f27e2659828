import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentItems, fundDocuments } from '../db/schema';
import { pdfText } from '../pdf/pdf-text';
import { catalogueFixtures } from '../test/catalogue-fixtures';
import { FIXTURE_PASSWORD } from '../test/fixtures';
import { createTestApp } from '../test/harness';

let t: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
let icmToken: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  await t.fixtures.user({ email: 'conseiller@lrp.demo' });
  await t.fixtures.user({ email: 'conseiller@icm.demo', brandCode: 'icm' });
  const catalogue = catalogueFixtures(t.db);
  const parc = await catalogue.residence({
    name: 'Les Jardins du Parc',
    taxScheme: 'Prix maîtrisé',
    deliveryDate: '2027-06-30',
    presentationDocuments: [{ title: 'Plaquette commerciale', url: '/x.pdf' }],
    reservationDocuments: [{ title: 'Contrat de réservation', url: '/y.pdf' }],
  });
  const lot = (await catalogue.lots(parc.id, 8))[2]; // a T3
  const lrpOnly = await catalogue.residence({ name: 'Villa Réservée', brands: ['lrp'] });
  const impact = await catalogue.residence({ name: 'Cité Solidaire', type: 'impact' });
  const fund = await catalogue.fund({ name: 'SCPI Pierre Rendement' });
  const [dic] = await t.db.select().from(fundDocuments);
  const [guide, news] = await t.db
    .insert(contentItems)
    .values([
      { kind: 'guide', title: 'Guide du marché lyonnais', summary: 'Le marché en bref', body: 'Premier paragraphe.\n\nSecond paragraphe.', url: '/u.pdf', publishedAt: new Date() },
      { kind: 'news', title: 'Une actualité', summary: 'Sans fichier', publishedAt: new Date() },
    ])
    .returning();
  Object.assign(ids, { parc: parc.id, lot: lot.id, lrpOnly: lrpOnly.id, impact: impact.id, fund: fund.id, dic: dic.id, guide: guide.id, news: news.id });
  const login = (email: string) => t.call('POST', '/api/login', { body: { email, password: FIXTURE_PASSWORD } });
  token = (await login('conseiller@lrp.demo')).body.access_token;
  icmToken = (await login('conseiller@icm.demo')).body.access_token;
});
afterAll(() => t.close());

async function getPdf(url: string, as = token) {
  const res = await t.app.request(url, { headers: { authorization: `Bearer ${as}` } });
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, bytes, text: res.ok ? pdfText(bytes) : '' };
}

describe('GET /api/documents/…', () => {
  it('generates the residence brochure as an inline PDF holding its data', async () => {
    const res = await getPdf(`/api/documents/residences/${ids.parc}/brochure.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`inline; filename="brochure-${ids.parc}.pdf"; filename*=UTF-8''brochure-${ids.parc}.pdf`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(res.bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(res.text).toContain('Les Jardins du Parc');
    expect(res.text).toContain('Prix maîtrisé');
    expect(res.text).toContain('30 juin 2027');
  });

  it('generates the site plan, the listed residence documents and the lot plan', async () => {
    const master = await getPdf(`/api/documents/residences/${ids.parc}/plan-masse.pdf`);
    expect(master.text).toContain('Plan de masse');
    expect(master.text).toContain('Bâtiment A');
    const presentation = await getPdf(`/api/documents/residences/${ids.parc}/presentation/1.pdf`);
    expect(presentation.text).toContain('Plaquette commerciale');
    const contract = await getPdf(`/api/documents/residences/${ids.parc}/reservation/1.pdf`);
    expect(contract.text).toContain('Contrat de réservation');
    expect((await getPdf(`/api/documents/residences/${ids.parc}/reservation/2.pdf`)).status).toBe(404);
    const plan = await getPdf(`/api/documents/lots/${ids.lot}/plan.pdf`);
    expect(plan.status).toBe(200);
    expect(plan.text).toContain('Plan du lot A003');
    expect(plan.text).toContain('Séjour / cuisine');
    expect(plan.text).toContain('Chambre 2');
  });

  it('generates fund and content documents', async () => {
    const dic = await getPdf(`/api/documents/fonds/${ids.dic}.pdf`);
    expect(dic.status).toBe(200);
    expect(dic.text).toContain('SCPI Pierre Rendement');
    const guide = await getPdf(`/api/documents/contenus/${ids.guide}.pdf`);
    expect(guide.text).toContain('Guide du marché lyonnais');
    expect(guide.text).toContain('Second paragraphe.');
    expect((await getPdf(`/api/documents/contenus/${ids.news}.pdf`)).status).toBe(404);
  });

  it('answers 404 for unknown ids and rows outside the caller’s brand or subscriptions', async () => {
    expect((await getPdf('/api/documents/residences/999999/brochure.pdf')).status).toBe(404);
    expect((await getPdf('/api/documents/lots/999999/plan.pdf')).status).toBe(404);
    expect((await getPdf('/api/documents/fonds/999999.pdf')).status).toBe(404);
    expect((await getPdf(`/api/documents/residences/${ids.lrpOnly}/brochure.pdf`)).status).toBe(200);
    expect((await getPdf(`/api/documents/residences/${ids.lrpOnly}/brochure.pdf`, icmToken)).status).toBe(404);
    expect((await getPdf(`/api/documents/residences/${ids.impact}/brochure.pdf`)).status).toBe(404);
  });

  it('answers 401 without a token and 422 for a malformed file name', async () => {
    const anonymous = await t.call('GET', `/api/documents/residences/${ids.parc}/brochure.pdf`);
    expect(anonymous.status).toBe(401);
    expect((await t.call('GET', '/api/documents/fonds/abc.pdf', { token })).status).toBe(422);
    expect((await t.call('GET', `/api/documents/residences/${ids.parc}/autre/1.pdf`, { token })).status).toBe(422);
  });
});
