import { randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';

/** One 30 s step before or after: a phone's clock a little off still works, the window stays short. */
const TOLERANCE_SECONDS = 30;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** A new 160-bit key (RFC 4226's recommended length), base32 as authenticator apps read it. */
export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

export function otpauthUri(params: { secret: string; issuer: string; label: string }): string {
  return generateURI({ issuer: params.issuer, label: params.label, secret: params.secret });
}

/**
 * The time step of `code` when it is valid at `now` and later than `afterStep` (a code already accepted, or an
 * earlier one, is refused: no replay inside its window); null otherwise.
 */
export async function acceptedStep(params: { secret: string; code: string; now: Date; afterStep: number }): Promise<number | null> {
  if (!/^\d{6}$/.test(params.code)) return null;
  const result = await verify({
    secret: params.secret,
    token: params.code,
    epoch: Math.floor(params.now.getTime() / 1000),
    epochTolerance: TOLERANCE_SECONDS,
    afterTimeStep: params.afterStep,
  }).catch(() => ({ valid: false as const }));
  // The TOTP strategy always names the step it matched (the functional API's type also covers HOTP's answer).
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** Ten recovery codes of 50 random bits each, `XXXXX-XXXXX` in base32 (no 0/1/8/9 to misread). */
export function newRecoveryCodes(count = 10): string[] {
  return Array.from({ length: count }, () => {
    const chars = [...randomBytes(10)].map((byte) => BASE32[byte & 31]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** The form a recovery code is hashed in: upper case, without its dash. */
export function recoveryCodeKey(code: string): string {
  return code.replace(/[\s-]/g, '').toUpperCase();
}
