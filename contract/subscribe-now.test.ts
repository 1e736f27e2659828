import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { dataOrSubscribeNowSchema, SUBSCRIBE_NOW } from './subscribe-now';

const answer = dataOrSubscribeNowSchema(z.object({ total: z.number() }));

describe('answers that may be a refusal for want of a subscription (SPEC §6)', () => {
  it('accepts the data, the API’s refusal with its subscription, a bare message or the words alone', () => {
    expect(answer.parse({ data: { total: 3 } })).toEqual({ data: { total: 3 } });
    expect(answer.parse({ message: SUBSCRIBE_NOW, subscription: 'impact' })).toEqual({ message: SUBSCRIBE_NOW, subscription: 'impact' });
    expect(answer.parse({ message: 'Abonnez-vous' })).toEqual({ message: 'Abonnez-vous' });
    expect(answer.parse('Subscribe now')).toBe('Subscribe now');
  });

  it('refuses data of another shape and a text that is no refusal', () => {
    expect(answer.safeParse({ data: { total: '3' } }).success).toBe(false);
    expect(answer.safeParse('Bonjour').success).toBe(false);
  });
});
