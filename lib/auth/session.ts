import 'server-only';
import { getIronSession, type IronSession, type SessionOptions } from 'iron-session';
import { cookies, headers } from 'next/headers';
import { unauthorized } from 'next/navigation';
import { cache } from 'react';
import { refuseHiddenPage } from '../menu/adviser-menu';
import type { BrandCode } from '../brand/brands';
import type { SecondFactorStep } from '@/contract/second-factor';
import { env } from '../runtime/env';
import { openSeal } from './opened-seals';

/** What the sealed httpOnly cookie holds. Tokens never leave the server. */
export interface SessionData {
  accessToken?: string;
  refreshToken?: string;
  /** Epoch ms after which the access token must be refreshed. */
  accessExpiresAt?: number;
  /** Epoch ms of login: the session lasts 10 h at most, whatever the refreshes. */
  loggedInAt?: number;
  weakPassword?: boolean;
  marque?: BrandCode;
  directeur?: boolean;
  /** A back-office account: it lands on /back-office and has no adviser screens. */
  staff?: boolean;
  /** The login's pair waits for the second factor: no page opens until the code is given. */
  secondFactor?: SecondFactorStep;
}

export interface AuthenticatedSession extends SessionData {
  accessToken: string;
  refreshToken: string;
}

export const SESSION_TTL_SECONDS = 10 * 60 * 60;

const sessionCookieName = () => (env.isProd ? '__Host-ep_session' : 'ep_session');

/** Cookie settings; `secure` is off only for plain-http local work outside PROD. */
export function sessionOptions(secure: boolean): SessionOptions {
  return {
    password: env.SESSION_SECRET,
    cookieName: sessionCookieName(),
    ttl: SESSION_TTL_SECONDS,
    cookieOptions: { httpOnly: true, sameSite: 'strict', path: '/', secure: env.isProd || secure },
  };
}

async function requestIsHttps(): Promise<boolean> {
  const forwarded = (await headers()).get('x-forwarded-proto');
  return forwarded?.split(',')[0]?.trim() === 'https';
}

/** The session the request's cookie holds, to read only (frozen): the proxy and the render open each seal once. */
export async function peekSession(readCookie: (name: string) => string | undefined): Promise<SessionData> {
  const seal = readCookie(sessionCookieName());
  return seal ? openSeal<SessionData>(seal, { password: env.SESSION_SECRET, ttl: SESSION_TTL_SECONDS }) : {};
}

/** The render's read of the session cookie: every page reads it (the frame, the page, the login fallback it carries). */
const cookieSession = cache(async (): Promise<SessionData> => {
  const cookieStore = await cookies();
  return peekSession((name) => cookieStore.get(name)?.value);
});

export async function getSession(): Promise<IronSession<SessionData>> {
  return getIronSession<SessionData>(await cookies(), sessionOptions(await requestIsHttps()));
}

export function isLive(session: SessionData, now = Date.now()): session is AuthenticatedSession {
  if (!session.accessToken || !session.refreshToken || session.secondFactor) return false;
  return session.loggedInAt !== undefined && now - session.loggedInAt < SESSION_TTL_SECONDS * 1000;
}

/**
 * The adviser's session, or null when logged out; the layout and the page both ask: read once per render. Cookies are
 * only written in actions and route handlers, outside that cache.
 */
export const readSession = cache(async (): Promise<AuthenticatedSession | null> => {
  const session = await cookieSession();
  return isLive(session) ? session : null;
});

/** The session, or the login screen rendered in place (keeping the URL) when logged out: what the frame needs. */
export async function requireLogin(): Promise<AuthenticatedSession> {
  const session = await readSession();
  if (!session) unauthorized();
  return session;
}

/**
 * The adviser's session for a page about to read data: the login screen when logged out, and 404 for a screen the
 * server left out of this adviser's menu (also met by client-side navigations, where the layout is not rendered again).
 */
export async function requireSession(): Promise<AuthenticatedSession> {
  const session = await requireLogin();
  await refuseHiddenPage(session.accessToken);
  return session;
}

/** The second-factor step a logged-in pair still waits for, when it does (the login screen then asks for the code). */
export async function pendingSecondFactor(): Promise<{ step: SecondFactorStep; accessToken: string } | null> {
  const session = await cookieSession();
  const { secondFactor, accessToken } = session;
  if (!secondFactor || !accessToken || !isLive({ ...session, secondFactor: undefined })) return null;
  return { step: secondFactor, accessToken };
}
