import { describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { eq } from 'drizzle-orm';
import { sellingTestApp } from '../test/harness';

const { t, f } = sellingTestApp();

describe('PUT /api/cgps/{id}', () => {
  it('saves the caller’s communication preferences and user-infos reads them back', async () => {
    const a = await f.adviser('prefs@is.demo');
    const res = await t.call('PUT', `/api/cgps/${a.user.id}`, { token: a.token, body: { news_cgp: false, sms_cgp: true } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Communications mises à jour avec succès', data: { news_cgp: false, sms_cgp: true } });
    const infos = await t.call('GET', '/api/user-infos', { token: a.token });
    expect(infos.body.inputs).toMatchObject({ news_cgp: false, sms_cgp: true });
  });

  it('answers 404 for another adviser’s id and leaves their preferences alone', async () => {
    const a = await f.adviser('prefs-a@is.demo');
    const b = await f.adviser('prefs-b@is.demo');
    const res = await t.call('PUT', `/api/cgps/${b.user.id}`, { token: a.token, body: { news_cgp: false, sms_cgp: true } });
    expect(res.status).toBe(404);
    const [row] = await t.db.select().from(users).where(eq(users.id, b.user.id));
    expect({ news: row.newsCgp, sms: row.smsCgp }).toEqual({ news: true, sms: false });
  });

  it('refuses a value that is not true or false with a French 422', async () => {
    const a = await f.adviser('prefs-bad@is.demo');
    const res = await t.call('PUT', `/api/cgps/${a.user.id}`, { token: a.token, body: { news_cgp: 'oui' } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      news_cgp: ['Informations par email\u00a0: vrai ou faux attendu'],
      sms_cgp: ['Informations par SMS\u00a0: vrai ou faux attendu'],
    });
  });
});
