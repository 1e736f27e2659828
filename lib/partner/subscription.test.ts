import { describe, expect, it } from 'vitest';
import { dataOrSubscribe, isSubscribeAnswer } from './subscription';

describe('subscription answers', () => {
  it("treats a message without data, or 'Subscribe now', as not subscribed", () => {
    expect(isSubscribeAnswer({ message: 'Subscribe now', subscription: 'impact' })).toBe(true);
    expect(isSubscribeAnswer({ message: 'Abonnement requis' })).toBe(true);
    expect(isSubscribeAnswer('Subscribe now')).toBe(true);
    expect(isSubscribeAnswer({ message: 'Subscribe now', data: [] })).toBe(true);
  });

  it('passes data through', () => {
    expect(isSubscribeAnswer({ data: { total: 0 } })).toBe(false);
    expect(isSubscribeAnswer({ data: [], message: 'ok' })).toBe(false);
    expect(dataOrSubscribe<{ total: number }>({ data: { total: 3 } })).toEqual({ data: { total: 3 } });
    expect(dataOrSubscribe({ message: 'Subscribe now' })).toEqual({ subscribe: true, message: 'Subscribe now' });
  });
});
