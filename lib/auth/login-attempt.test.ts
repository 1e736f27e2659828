import { describe, expect, it } from 'vitest';
import { isNewLoginAttempt, loginAttemptMarker } from './login-attempt';

const secret = 'x'.repeat(32);

describe('login attempt marker', () => {
  it('does not contain the password and ignores email case', () => {
    const marker = loginAttemptMarker('Conseiller@LRP.demo', 'Demo-Partenaire-2026!', secret);
    expect(marker).not.toContain('Demo');
    expect(marker).toBe(loginAttemptMarker('conseiller@lrp.demo', 'Demo-Partenaire-2026!', secret));
  });

  it('treats the same pair as already tried and any other pair as new', () => {
    const cookie = loginAttemptMarker('a@b.fr', 'one', secret);
    expect(isNewLoginAttempt(cookie, 'a@b.fr', 'one', secret)).toBe(false);
    expect(isNewLoginAttempt(cookie, 'a@b.fr', 'two', secret)).toBe(true);
    expect(isNewLoginAttempt(cookie, 'c@b.fr', 'one', secret)).toBe(true);
    expect(isNewLoginAttempt(undefined, 'a@b.fr', 'one', secret)).toBe(true);
    expect(isNewLoginAttempt('garbage', 'a@b.fr', 'one', secret)).toBe(true);
  });
});
