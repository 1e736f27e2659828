import { createHash, createHmac, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

/** 256-bit opaque secret for refresh tokens and emailed links. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Tokens are stored as their sha256 only: a leaked table does not log anyone in. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The refresh token that replaces `token`: derived from it with the server's secret, so a replay inside the grace
 * window is answered the same successor (the session never forks), while only a holder of the secret could
 * compute it without asking.
 */
export function successorToken(token: string, secret: string): string {
  return createHmac('sha256', secret).update(`refresh-successor:${token}`).digest('base64url');
}

// The secret as a WebCrypto key, imported once per secret: given raw bytes, jose imports them again at every call, which
// costs more than checking the signature (every API call checks one).
const importedKeys = new Map<string, Promise<CryptoKey>>();
function key(secret: string): Promise<CryptoKey> {
  let imported = importedKeys.get(secret);
  if (!imported) {
    imported = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    importedKeys.set(secret, imported);
  }
  return imported;
}

export async function signAccessToken(
  claims: { userId: number; sessionId: string },
  secret: string,
  now: Date,
  ttlSeconds: number,
): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttlSeconds)
    .sign(await key(secret));
}

export async function verifyAccessToken(
  token: string,
  secret: string,
  now: Date,
): Promise<{ userId: number; sessionId: string } | null> {
  try {
    const { payload } = await jwtVerify(token, await key(secret), { algorithms: ['HS256'], currentDate: now });
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId) || typeof payload.sid !== 'string') return null;
    return { userId, sessionId: payload.sid };
  } catch {
    return null;
  }
}
