import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../pdf/pdf-text';
import { createTestApp } from '../test/harness';
import { sellingFixtures } from '../test/selling-fixtures';

let t: Awaited<ReturnType<typeof createTestApp>>;
let a: { token: string; user: { id: number } };
let b: { token: string; user: { id: number } };
let fundId: number;
let modelId: number;
let clientId: number;

beforeAll(async () => {
  t = await createTestApp();
  const f = sellingFixtures(t);
  a = await f.adviser('a@is.demo');
  b = await f.adviser('b@is.demo');
  const { fund, model } = await f.fund();
  fundId = fund.id;
  modelId = model.id;
  clientId = (await f.client(a.user.id, { email: 'souscripteur@client.example' })).id;
});
afterAll(() => t.close());

const codeFor = async (to: string) => {
  const mail = (await t.mails()).filter((m) => m.raw.includes(`To: ${to}`)).at(-1);
  return /Votre code de signature : (\d{6})/.exec(mail?.raw ?? '')?.[1] ?? '';
};

describe('fund subscription pack', () => {
  it('builds the pack, mails both codes, signs with them and serves the signed PDF', async () => {
    const put = await t.call('PUT', `/api/fonds/${fundId}/pack-souscription`, {
      token: a.token,
      body: { client_id: clientId, model_id: modelId, amount: 20_000 },
      headers: { 'idempotency-key': 'pack-0000-0001' },
    });
    expect(put.status).toBe(201);
    const again = await t.call('PUT', `/api/fonds/${fundId}/pack-souscription`, {
      token: a.token,
      body: { client_id: clientId, model_id: modelId, amount: 20_000 },
      headers: { 'idempotency-key': 'pack-0000-0001' },
    });
    expect(again.body.data.id).toBe(put.body.data.id);
    const id = put.body.data.id;
    expect(put.body.data.signers.map((s: { role: string }) => s.role)).toEqual(['conseiller', 'client']);

    const wrong = await t.call('POST', `/api/souscriptions/${id}/signature`, { token: a.token, body: { role: 'client', code: '000000' } });
    expect(wrong.status).toBe(422);
    const adviser = await t.call('POST', `/api/souscriptions/${id}/signature`, { token: a.token, body: { role: 'conseiller', code: await codeFor('a@is.demo') } });
    expect(adviser.body.message).toBe('Signature enregistrée');
    expect((await t.call('GET', `/api/souscriptions/${id}`, { token: b.token })).status).toBe(404);
    const client = await t.call('POST', `/api/souscriptions/${id}/signature`, {
      token: a.token,
      body: { role: 'client', code: await codeFor('souscripteur@client.example') },
    });
    expect(client.status).toBe(200);
    expect(client.body.message).toBe('Souscription effectuée avec succès');
    expect(client.body.data.status).toBe('signed');

    const pdf = await t.app.request(`/api/souscriptions/${id}/document`, { headers: { authorization: `Bearer ${a.token}` } });
    expect(pdf.headers.get('content-disposition')).toContain('-signee.pdf');
    const text = pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain('Certificat de signature');
    expect(text).toContain('SCPI Pierre Avenir');
  });

  it('refuses an amount under the minimum, another adviser’s client, and an unknown fund', async () => {
    const low = await t.call('PUT', `/api/fonds/${fundId}/pack-souscription`, { token: a.token, body: { client_id: clientId, amount: 100 } });
    expect(low.status).toBe(422);
    expect(low.body.errors.amount[0]).toMatch(/minimum/);
    expect((await t.call('PUT', `/api/fonds/${fundId}/pack-souscription`, { token: b.token, body: { client_id: clientId, amount: 20_000 } })).status).toBe(422);
    expect((await t.call('PUT', '/api/fonds/999999/pack-souscription', { token: a.token, body: { client_id: clientId, amount: 20_000 } })).status).toBe(404);
  });
});
