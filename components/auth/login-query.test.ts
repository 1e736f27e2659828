import { describe, expect, it } from 'vitest';
import { cleanLoginUrl, initialViewOf, loginQueryOf } from './login-query';

const q = (s: string) => new URLSearchParams(s);

describe('login query', () => {
  it('prefers tokens, then the email and password pair', () => {
    expect(loginQueryOf(q('access_token=a&refresh_token=r&email=x%40y.fr&password=p'))).toEqual({
      kind: 'tokens',
      access_token: 'a',
      refresh_token: 'r',
    });
    expect(loginQueryOf(q('email=x%40y.fr&password=p'))).toEqual({ kind: 'credentials', email: 'x@y.fr', password: 'p' });
    expect(loginQueryOf(q('access_token=a'))).toEqual({ kind: 'none' });
    expect(loginQueryOf(q('email=x%40y.fr'))).toEqual({ kind: 'none' });
  });

  it('opens the activation view on premiere-connexion', () => {
    expect(initialViewOf(q('premiere-connexion'))).toBe('activation');
    expect(initialViewOf(q('premiere-connexion=1'))).toBe('activation');
    expect(initialViewOf(q(''))).toBe('login');
  });

  it('removes the handed-over credentials and keeps the rest of the deep link', () => {
    expect(cleanLoginUrl('/programmes/residence/12', q('access_token=a&refresh_token=r&onglet=lots'), '#plan')).toBe(
      '/programmes/residence/12?onglet=lots#plan',
    );
    expect(cleanLoginUrl('/', q('email=x&password=y'))).toBe('/');
  });
});
