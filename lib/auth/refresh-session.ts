import 'server-only';
import { getIronSession, nextProxyCookies, type IronSession } from 'iron-session';
import type { NextRequest, NextResponse } from 'next/server';
import { refreshTokens } from '@/lib/partner/auth';
import { isPartnerApiError } from '@/lib/partner/errors';
import { getSession, isLive, peekSession, sessionOptions, type AuthenticatedSession, type SessionData } from '@/lib/auth/session';
import { forwardRequestCookies } from './forward-cookies';
import { clearsSessionOnRefreshError, refreshDecision } from './refresh-decision';
import { refreshOnce } from './refresh-once';
import { sessionTokens } from './session-data';

function isHttps(request: NextRequest): boolean {
  const forwarded = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim();
  return forwarded ? forwarded === 'https' : request.nextUrl.protocol === 'https:';
}

/**
 * Keeps the access token fresh. Within 30 s of expiry it spends the refresh token and reseals the cookie; a
 * refused refresh token (or a session past 10 h, or idle too long on the API side) logs out. The API being
 * down leaves the session as it is. Answers true when the cookie changed.
 */
async function keepFresh(session: IronSession<SessionData>): Promise<boolean> {
  const decision = refreshDecision(session, Date.now());
  if (decision === 'none') return false;
  if (decision === 'clear') {
    session.destroy();
    return true;
  }
  try {
    const pair = await refreshOnce(session.refreshToken!, refreshTokens);
    Object.assign(session, sessionTokens(pair, Date.now()));
    await session.save();
  } catch (error) {
    if (!isPartnerApiError(error) || !clearsSessionOnRefreshError(error.status)) return false;
    session.destroy();
  }
  return true;
}

/**
 * Proxy step: a changed cookie goes both to the browser and to the render of this request. Answers whether the
 * request carries a live session (after a refresh, when one was due).
 */
export async function refreshSessionIfNeeded(request: NextRequest, response: NextResponse): Promise<boolean> {
  const peeked = await peekSession((name) => request.cookies.get(name)?.value);
  if (refreshDecision(peeked, Date.now()) === 'none') return isLive(peeked);
  const session = await getIronSession<SessionData>(nextProxyCookies(request, response), sessionOptions(isHttps(request)));
  if (await keepFresh(session)) forwardRequestCookies(request, response);
  return isLive(session);
}

/** For the routes the proxy does not run on (uploads): the live session with a fresh access token, or null. */
export async function freshRouteSession(): Promise<AuthenticatedSession | null> {
  const session = await getSession();
  await keepFresh(session);
  return isLive(session) ? session : null;
}
