import 'server-only';
import { getIronSession, nextProxyCookies } from 'iron-session';
import type { NextRequest, NextResponse } from 'next/server';
import { env } from '@/lib/env';
import { refreshTokens } from '@/lib/partner/auth';
import { isPartnerApiError } from '@/lib/partner/errors';
import { sessionOptions, type SessionData } from '@/lib/session';
import { forwardRequestCookies } from './forward-cookies';
import { autoLoginPair, isNewLoginAttempt, loginAttemptCookieName } from './login-attempt';
import { clearsSessionOnRefreshError, refreshDecision } from './refresh-decision';
import { refreshOnce } from './refresh-once';
import { sessionTokens } from './session-data';

function isHttps(request: NextRequest): boolean {
  const forwarded = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim();
  return forwarded ? forwarded === 'https' : request.nextUrl.protocol === 'https:';
}

/** SPEC §4 Login 7: a new email/password pair in the query logs the current adviser out first. */
function wantsFreshLogin(request: NextRequest): boolean {
  const pair = autoLoginPair(request.nextUrl.searchParams);
  if (!pair) return false;
  const cookie = request.cookies.get(loginAttemptCookieName(env.isProd))?.value;
  return isNewLoginAttempt(cookie, pair.email, pair.password, env.SESSION_SECRET);
}

/**
 * Proxy step: keeps the access token fresh. Within 30 s of expiry it spends the refresh token, reseals the
 * cookie and hands it both to the browser and to the render of this request; a refused refresh token (or a
 * session past 10 h) logs out. The API being down leaves the session as it is.
 */
export async function refreshSessionIfNeeded(request: NextRequest, response: NextResponse): Promise<void> {
  const options = sessionOptions(isHttps(request));
  const freshLogin = wantsFreshLogin(request);
  if (!request.cookies.has(options.cookieName) && !freshLogin) return;

  const session = await getIronSession<SessionData>(nextProxyCookies(request, response), options);
  const decision = freshLogin ? 'clear' : refreshDecision(session, Date.now());
  if (decision === 'none') return;

  if (decision === 'refresh') {
    try {
      const pair = await refreshOnce(session.refreshToken!, refreshTokens);
      Object.assign(session, sessionTokens(pair, Date.now()));
      await session.save();
    } catch (error) {
      if (!isPartnerApiError(error) || !clearsSessionOnRefreshError(error.status)) return;
      session.destroy();
    }
  } else {
    session.destroy();
  }
  forwardRequestCookies(request, response);
}
