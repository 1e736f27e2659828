import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../pdf/pdf-text';
import { createTestApp } from '../test/harness';
import { sellingFixtures } from '../test/selling-fixtures';

let t: Awaited<ReturnType<typeof createTestApp>>;
let a: { token: string };
let b: { token: string };

beforeAll(async () => {
  t = await createTestApp();
  const f = sellingFixtures(t);
  a = await f.adviser('a@is.demo');
  b = await f.adviser('b@is.demo');
});
afterAll(() => t.close());

const input = {
  price: 200_000, furniture: 5_000, down_payment: 15_000, loan_rate: 3, loan_years: 20, monthly_rent: 800,
  monthly_charges: 100, property_tax: 1_200, tax_scheme: 'lmnp_micro', marginal_tax_rate: 30, investment_date: '2026-03-01',
};

describe('POST /api/simulation', () => {
  it('answers url_simulation and keeps the figures; the PDF carries them; other advisers get 404', async () => {
    const res = await t.call('POST', '/api/simulation', { token: a.token, body: input });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Simulation effectuée avec succès');
    expect(res.body.url_simulation).toBe(`/simulations/${res.body.data.id}`);
    expect(res.body.data.results).toMatchObject({ monthly_cash_flow: -670.27, gross_yield: 4.8 });
    const id = res.body.data.id;
    expect((await t.call('GET', `/api/simulations/${id}`, { token: a.token })).body.data.results.monthly_payment).toBe(1081.47);
    expect((await t.call('GET', `/api/simulations/${id}`, { token: b.token })).status).toBe(404);
    const pdf = await t.app.request(`/api/simulations/${id}/pdf`, { headers: { authorization: `Bearer ${a.token}` } });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain('LMNP micro-BIC');
    expect(text).toMatch(/-670,27/);
  });

  it('answers a number field that is not a number with a French 422, never the English zod default', async () => {
    const res = await t.call('POST', '/api/simulation', { token: a.token, body: { ...input, surface: 'abc', lot_id: 2.5 } });
    expect(res.status).toBe(422);
    expect(JSON.stringify(res.body)).not.toMatch(/Invalid|expected|received/);
    expect(res.body.errors.surface).toEqual(['Ce champ ne peut contenir que des chiffres']);
    expect(res.body.errors.lot_id).toEqual(['Lot invalide']);
  });

  it('refuses Pinel after 31/12/2024 with a French field error', async () => {
    const res = await t.call('POST', '/api/simulation', { token: a.token, body: { ...input, tax_scheme: 'pinel', investment_date: '2025-03-01' } });
    expect(res.status).toBe(422);
    expect(res.body.errors.tax_scheme[0]).toMatch(/Pinel a pris fin/);
  });
});
