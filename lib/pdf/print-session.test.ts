import { unsealData } from 'iron-session';
import { beforeAll, describe, expect, it } from 'vitest';

const SECRET = 'secret-de-test-de-trente-deux-caracteres-au-moins';
let printSessionCookie: typeof import('./print-session').printSessionCookie;

beforeAll(async () => {
  process.env.SESSION_SECRET = SECRET;
  ({ printSessionCookie } = await import('./print-session'));
});

describe('printSessionCookie', () => {
  it("hands the printing browser the adviser's session without their refresh token", async () => {
    const session = { accessToken: 'jeton-accès', refreshToken: 'jeton-renouvellement', loggedInAt: 1, accessExpiresAt: 2, marque: 'lrp' as const };
    const cookie = await printSessionCookie(session, false);
    expect(cookie.name).toBe('ep_session');
    expect(cookie.value).not.toContain('jeton');
    const data = await unsealData<Record<string, unknown>>(cookie.value, { password: SECRET });
    expect(data).toMatchObject({ accessToken: 'jeton-accès', loggedInAt: 1, accessExpiresAt: 2, marque: 'lrp' });
    expect(data.refreshToken).not.toBe('jeton-renouvellement');
    expect(data.refreshToken).toEqual(expect.any(String));
  });
});
