import { describe, expect, it } from 'vitest';
import { sellingTestApp } from '../test/harness';

const { t, f } = sellingTestApp();

describe('GET /api/web-content/enums/{name}', () => {
  it('answers a list’s choices in order', async () => {
    const a = await f.adviser('enums@is.demo');
    const res = await t.call('GET', '/api/web-content/enums/civilites', { token: a.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      { value: 'M.', label: 'Monsieur' },
      { value: 'Mme', label: 'Madame' },
    ]);
  });

  it('answers 404 for an unknown list, 422 for a malformed name, 401 without a token', async () => {
    const a = await f.adviser('enums-bad@is.demo');
    const unknown = await t.call('GET', '/api/web-content/enums/inconnue', { token: a.token });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Énumération introuvable');
    const bad = await t.call('GET', '/api/web-content/enums/Nom%20invalide', { token: a.token });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.name).toEqual(['Nom d’énumération invalide']);
    expect((await t.call('GET', '/api/web-content/enums/civilites')).status).toBe(401);
  });
});
