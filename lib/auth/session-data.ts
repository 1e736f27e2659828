import { decodeJwt } from 'jose';
import { BACK_OFFICE_HOME } from './login-destination';
import { brandFromProfile } from '@/lib/brand/brands';
import type { TokenPair, UserInfos } from '@/lib/partner/auth';
import type { SessionData } from '@/lib/auth/session';

/** The session fields a token pair sets; `expires_in` is in seconds. */
export function sessionTokens(pair: TokenPair, now: number): Pick<SessionData, 'accessToken' | 'refreshToken' | 'accessExpiresAt'> {
  return {
    accessToken: pair.access_token,
    refreshToken: pair.refresh_token,
    accessExpiresAt: now + Math.max(0, Number(pair.expires_in) || 0) * 1000,
  };
}

/** The session fields the profile drives: brand (SPEC §1), director flag, weak-password flag (SPEC §3). */
export function sessionProfile(profile: UserInfos, weakFromLogin = false): Pick<SessionData, 'marque' | 'directeur' | 'weakPassword' | 'staff'> {
  return {
    marque: brandFromProfile(profile.scope?.marque),
    directeur: Boolean(profile.directeur),
    staff: profile.role === 'staff',
    weakPassword: weakFromLogin || Boolean(profile.reset_password),
  };
}

/**
 * Lifetime of a token handed over in the query (no expires_in there): the JWT's own `exp`, or "now" so the
 * proxy refreshes it on the next request, which also proves the refresh token.
 */
export function accessExpiryOf(accessToken: string, now: number): number {
  try {
    const { exp } = decodeJwt(accessToken);
    return typeof exp === 'number' ? Math.min(exp * 1000, now + 24 * 3600 * 1000) : now;
  } catch {
    return now;
  }
}

/** What a login screen needs to greet the adviser. */
export interface WelcomeProfile {
  prenom: string;
  nom: string;
  marque: SessionData['marque'];
  /** Where to go after the greeting; none: the page asked for. */
  home?: string;
}

export function welcomeOf(profile: UserInfos): WelcomeProfile {
  const welcome: WelcomeProfile = { prenom: profile.prenom ?? '', nom: profile.nom ?? '', marque: brandFromProfile(profile.scope?.marque) };
  return profile.role === 'staff' ? { ...welcome, home: BACK_OFFICE_HOME } : welcome;
}
