import { describe, expect, it } from 'vitest';
import { surveys } from '../db/schema';
import { sellingTestApp } from '../test/harness';

const { t, f } = sellingTestApp();

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY);

describe('surveys', () => {
  it('lists the brand’s surveys with the caller’s answer, and records a new answer', async () => {
    const a = await f.adviser('sondage@lci.demo', 'lci');
    const [open, , other] = await t.db
      .insert(surveys)
      .values([
        { title: 'Ouvert', question: 'Votre avis ?', choices: ['Oui', 'Non'], opensAt: inDays(-1), closesAt: inDays(5) },
        { title: 'Clos', question: 'Votre avis ?', choices: ['Oui', 'Non'], opensAt: inDays(-20), closesAt: inDays(-1) },
        { brandCode: 'lrp', title: 'Autre marque', question: 'Votre avis ?', choices: ['Oui'], opensAt: inDays(-1), closesAt: inDays(5) },
      ])
      .returning();

    const list = await t.call('GET', '/api/sondages', { token: a.token });
    expect(list.body.data.map((s: { title: string; open: boolean }) => [s.title, s.open])).toEqual([
      ['Ouvert', true],
      ['Clos', false],
    ]);
    const answer = await t.call('PUT', `/api/sondages/${open.id}/reponse`, { token: a.token, body: { choice: 'Non' } });
    expect(answer.status).toBe(200);
    expect(answer.body.data.my_choice).toBe('Non');
    await t.call('PUT', `/api/sondages/${open.id}/reponse`, { token: a.token, body: { choice: 'Oui' } });
    expect((await t.call('GET', '/api/sondages', { token: a.token })).body.data[0].my_choice).toBe('Oui');
    expect((await t.call('PUT', `/api/sondages/${other.id}/reponse`, { token: a.token, body: { choice: 'Oui' } })).status).toBe(404);
  });

  it('refuses a choice not offered (422), an empty one (422) and a closed survey (409)', async () => {
    const a = await f.adviser('sondage-bad@is.demo');
    const [open, closed] = await t.db
      .insert(surveys)
      .values([
        { title: 'Ouvert', question: 'Q ?', choices: ['A', 'B'], opensAt: inDays(-1), closesAt: inDays(5) },
        { title: 'Clos', question: 'Q ?', choices: ['A', 'B'], opensAt: inDays(-9), closesAt: inDays(-1) },
      ])
      .returning();
    const offPlan = await t.call('PUT', `/api/sondages/${open.id}/reponse`, { token: a.token, body: { choice: 'C' } });
    expect(offPlan.status).toBe(422);
    expect(offPlan.body.errors).toEqual({ choice: ['Choisissez une des réponses proposées'] });
    const empty = await t.call('PUT', `/api/sondages/${open.id}/reponse`, { token: a.token, body: {} });
    expect(empty.body.errors).toEqual({ choice: ['Choisissez une réponse'] });
    const late = await t.call('PUT', `/api/sondages/${closed.id}/reponse`, { token: a.token, body: { choice: 'A' } });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('Ce sondage est clos');
  });
});
