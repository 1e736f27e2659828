import { Hono } from 'hono';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NUL_MESSAGE } from '../../contract/text';
import { errorHandler } from '../errors';
import { silentLogger, type Logger } from '../logger';
import { captureLogs } from '../test/log-capture';
import { createTestApp } from '../test/harness';
import { sellingFixtures } from '../test/selling-fixtures';

let t: Awaited<ReturnType<typeof createTestApp>>;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = (await sellingFixtures(t).adviser('erreurs@is.demo')).token;
});
afterAll(() => t.close());

const simulation = { price: 200_000, monthly_rent: 700, tax_scheme: 'lmnp_micro', marginal_tax_rate: 30, investment_date: '2026-01-15' };

describe('bad input that the database would refuse', () => {
  it('refuses U+0000 in names, searches and messages with 422 naming the field', async () => {
    const client = await t.call('POST', '/api/clients', { token, body: { civilite: 'Mme', prenom: 'Iné\u0000s', nom: 'Roux', postcode: '69003', city: 'Lyon' } });
    expect(client.status).toBe(422);
    expect(client.body.errors).toEqual({ prenom: [NUL_MESSAGE] });
    const search = await t.call('POST', '/api/global-search', { token, body: { query: 'ly\u0000on' } });
    expect(search.status).toBe(422);
    expect(Object.keys(search.body.errors)).toEqual(['query']);
    const thread = await t.call('POST', '/api/messages/threads', { token, body: { subject: 'Dossier', body: 'Bon\u0000jour' } });
    expect(thread.status).toBe(422);
    expect(Object.keys(thread.body.errors)).toEqual(['body']);
  });

  it('refuses ids beyond PostgreSQL integers with 422, in paths and bodies', async () => {
    for (const path of ['/api/kyc-cgp/files/3000000000', '/api/simulations/3000000000', '/api/souscriptions/3000000000']) {
      const res = await t.call('GET', path, { token });
      expect(res.status, path).toBe(422);
      expect(res.body.errors.id).toEqual(['Identifiant invalide']);
    }
    const res = await t.call('POST', '/api/simulation', { token, body: { ...simulation, lot_id: 3_000_000_000 } });
    expect(res.status).toBe(422);
    expect(res.body.errors.lot_id).toEqual(['Lot invalide']);
  });

  it('refuses a simulation of an unknown lot with 422 on lot_id', async () => {
    const res = await t.call('POST', '/api/simulation', { token, body: { ...simulation, lot_id: 999_999 } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ lot_id: ['Lot introuvable'] });
  });
});

describe('onError and database refusals', () => {
  const appThrowing = (error: unknown, logger: Logger = silentLogger) => {
    const app = new Hono();
    app.onError(errorHandler(logger));
    app.get('/', () => {
      throw error;
    });
    return app;
  };
  const pgError = (fields: Record<string, string>) =>
    new DrizzleQueryError('insert into "simulations" ("lot_id", "inputs") values ($1, $2)', [999, 'Jeanne Dupont'], Object.assign(new Error('db'), fields));

  it('maps a foreign-key refusal to 422 with the column, and logs the SQLSTATE and query label, never the parameters', async () => {
    const log = captureLogs();
    const res = await appThrowing(pgError({ code: '23503', detail: 'Key (lot_id)=(999) is not present in table "lots".' }), log.logger).request('/');
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ message: 'Élément introuvable', errors: { lot_id: ['Élément introuvable'] } });
    expect(log.entries()).toEqual([expect.objectContaining({ level: 'error', msg: 'erreur de la base', code: '23503', query: 'insert into "simulations"' })]);
    expect(log.text()).not.toContain('Jeanne');
  });

  it.each([
    ['22021', 422],
    ['22003', 422],
    ['23505', 409],
    ['40001', 409],
    ['57P01', 503],
    ['08006', 503],
  ])('answers SQLSTATE %s with %i', async (code, status) => {
    const res = await appThrowing(pgError({ code })).request('/');
    expect(res.status).toBe(status);
    expect((await res.json()).message).toMatch(/[a-zé]/);
  });
});
