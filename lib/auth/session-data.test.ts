import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import type { UserInfos } from '@/lib/partner/auth';
import { destinationAfterLogin } from './login-destination';
import { accessExpiryOf, sessionProfile, sessionTokens, welcomeOf } from './session-data';

const profile = (marque: string | null, extra: Partial<UserInfos> = {}): UserInfos => ({
  id: 1,
  email: 'conseiller@lrp.demo',
  prenom: 'Claire',
  nom: 'Martin',
  civilite: 'Mme',
  telephone: null,
  cabinet: null,
  directeur: false,
  reset_password: false,
  scope: { marque },
  accounts_count: 1,
  role: 'cgp',
  news_cgp: false,
  sms_cgp: false,
  ...extra,
});

describe('session data', () => {
  it('stores the pair with its expiry in ms', () => {
    expect(sessionTokens({ access_token: 'a', refresh_token: 'r', expires_in: 900 }, 1000)).toEqual({
      accessToken: 'a',
      refreshToken: 'r',
      accessExpiresAt: 901_000,
    });
  });

  it('drives the brand from scope.marque and keeps lrp, lci and icm only', () => {
    expect(sessionProfile(profile('lrp')).marque).toBe('lrp');
    expect(sessionProfile(profile('icm')).marque).toBe('icm');
    expect(sessionProfile(profile('is')).marque).toBe('is');
    expect(sessionProfile(profile(null)).marque).toBe('is');
  });

  it('flags a weak password from login or from the profile, and the director', () => {
    expect(sessionProfile(profile('lrp'), true).weakPassword).toBe(true);
    expect(sessionProfile(profile('lrp', { reset_password: true })).weakPassword).toBe(true);
    expect(sessionProfile(profile('lrp'))).toMatchObject({ weakPassword: false, directeur: false });
    expect(sessionProfile(profile('lrp', { directeur: true })).directeur).toBe(true);
  });

  it('greets with first and last name', () => {
    expect(welcomeOf(profile('lci'))).toEqual({ prenom: 'Claire', nom: 'Martin', marque: 'lci' });
  });

  it('marks a back-office account and sends it to /back-office after the greeting', () => {
    expect(sessionProfile(profile('is', { role: 'staff' })).staff).toBe(true);
    expect(sessionProfile(profile('is')).staff).toBe(false);
    expect(welcomeOf(profile('is', { role: 'staff' })).home).toBe('/back-office');
  });

  it('keeps a back-office page asked for, and sends staff from any other page to /back-office', () => {
    expect(destinationAfterLogin('/back-office', '/back-office/messages')).toBeUndefined();
    expect(destinationAfterLogin('/back-office', '/back-office')).toBeUndefined();
    expect(destinationAfterLogin('/back-office', '/')).toBe('/back-office');
    expect(destinationAfterLogin('/back-office', '/back-officex')).toBe('/back-office');
    expect(destinationAfterLogin(undefined, '/clients')).toBeUndefined();
  });

  it('reads the expiry of a token from the query, or refreshes at once', async () => {
    const exp = Math.floor(Date.now() / 1000) + 600;
    const jwt = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setExpirationTime(exp).sign(new Uint8Array(32));
    expect(accessExpiryOf(jwt, Date.now())).toBe(exp * 1000);
    expect(accessExpiryOf('opaque', 42)).toBe(42);
  });
});
