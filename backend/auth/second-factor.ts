import { messages } from '../../contract/messages';
import type { AuditAction } from '../../contract/back-office';
import type { SecondFactorStep } from '../../contract/second-factor';
import type { Deps } from '../deps';
import { ApiError } from '../errors';
import { recordAudit } from '../db/queries/back-office/audit';
import {
  acceptStep,
  deleteSecondFactor,
  findSecondFactor,
  listUnusedRecoveryCodes,
  markSessionPassed,
  replaceRecoveryCodes,
  savePendingSecret,
  spendStoredRecoveryCode,
} from '../db/queries/second-factor';
import { revokeUserSessions } from '../db/queries/auth-sessions';
import type { UserRow } from '../db/queries/users';
import { pendingStep, secondFactorState } from './second-factor-state';
import { consumeOrThrow, FIFTEEN_MINUTES, refundHits, type RateRule } from './rate-limit';
import { acceptedStep, newRecoveryCodes, newTotpSecret, otpauthUri, recoveryCodeKey } from './totp';

const m = messages.api.auth;

/** Codes follow the authenticator's clock, the real one: the test clock only moves the API's own expiries. */
const authenticatorTime = () => new Date();

/** An unproven key is shown again for this long (two tabs, a reload), rather than replaced under the first one. */
const PENDING_KEY_SECONDS = 10 * 60;

export const TOTP_ISSUER = 'Espace partenaire';

type Account = Pick<UserRow, 'id' | 'email' | 'brandCode'>;

/** Codes are limited like passwords: per account and per client address, counted before any check. */
function codeRules(deps: Deps, user: Account, ip: string): RateRule[] {
  return [
    { key: `second-factor:account:${user.id}`, limit: deps.config.loginRateLimitAccount, windowSeconds: FIFTEEN_MINUTES },
    { key: `second-factor:ip:${ip}`, limit: deps.config.loginRateLimitIp, windowSeconds: FIFTEEN_MINUTES },
  ];
}

async function audit(deps: Deps, actor: Account, action: AuditAction, target: Account, details: Record<string, unknown> = {}) {
  await recordAudit(deps.db, { actor, action, targetType: 'user', targetId: target.id, brandCodes: [target.brandCode], details, now: deps.clock.now() });
}

/** What a new session of this account must give before anything else (its sessions start without it). */
export async function secondFactorStep(deps: Deps, user: Pick<UserRow, 'id' | 'role'>): Promise<SecondFactorStep | null> {
  const factor = await findSecondFactor(deps.db, { userId: user.id });
  return pendingStep(secondFactorState({ role: user.role, enabledAt: factor?.enabledAt ?? null, passedAt: null }));
}

/** A new key for an account that has none turned on; an unproven earlier key is replaced. */
export async function startEnrolment(deps: Deps, user: Account): Promise<{ secret: string; otpauth_uri: string }> {
  const existing = await findSecondFactor(deps.db, { userId: user.id });
  if (existing?.enabledAt) throw new ApiError('conflict', m.secondFactorAlreadyOn);
  const now = deps.clock.now();
  const recent = existing && now.getTime() - existing.createdAt.getTime() < PENDING_KEY_SECONDS * 1000;
  const secret = recent ? existing.secret : newTotpSecret();
  if (!recent) await savePendingSecret(deps.db, { userId: user.id, secret, now });
  return { secret, otpauth_uri: otpauthUri({ secret, issuer: TOTP_ISSUER, label: user.email }) };
}

type CodeAttempt = { user: Account; sessionId: string; code: string; ip: string };

/** A wrong or replayed code: audited, and left counted against the limits. */
async function refuse(deps: Deps, user: Account, step: string): Promise<never> {
  await audit(deps, user, 'second_factor.failure', user, { step });
  throw new ApiError('unprocessable', m.secondFactorWrong, { code: [m.secondFactorWrong] });
}

/** The first code of the new key turns it on, opens this session and hands out ten recovery codes, once. */
export async function confirmEnrolment(deps: Deps, attempt: CodeAttempt): Promise<string[]> {
  const { user } = attempt;
  const rules = codeRules(deps, user, attempt.ip);
  await consumeOrThrow(deps, rules);
  const factor = await findSecondFactor(deps.db, { userId: user.id });
  if (factor?.enabledAt) throw new ApiError('conflict', m.secondFactorAlreadyOn);
  if (!factor) throw new ApiError('conflict', m.secondFactorNotStarted);
  const now = deps.clock.now();
  const step = await acceptedStep({ secret: factor.secret, code: attempt.code, now: authenticatorTime(), afterStep: factor.lastStep });
  if (step === null || !(await acceptStep(deps.db, { userId: user.id, step, now, enable: true }))) return refuse(deps, user, 'enrol');
  const codes = newRecoveryCodes();
  const hashes = await Promise.all(codes.map((code) => deps.passwords.hash(recoveryCodeKey(code))));
  await deps.db.transaction(async (tx) => {
    await replaceRecoveryCodes(tx, { userId: user.id, hashes });
    await markSessionPassed(tx, { sessionId: attempt.sessionId, now });
  });
  await refundHits(deps, rules);
  await audit(deps, user, 'second_factor.enrol', user);
  return codes;
}

/** A recovery code that matches one not yet spent, spent now; false otherwise. */
async function spendRecoveryCode(deps: Deps, userId: number, code: string): Promise<boolean> {
  const key = recoveryCodeKey(code);
  for (const row of await listUnusedRecoveryCodes(deps.db, { userId })) {
    if (await deps.passwords.verify(row.codeHash, key)) return spendStoredRecoveryCode(deps.db, { id: row.id, now: deps.clock.now() });
  }
  return false;
}

/** A code of the enrolled key (each accepted once) or a recovery code (each once) opens this session. */
export async function verifySecondFactor(deps: Deps, attempt: CodeAttempt): Promise<void> {
  const { user } = attempt;
  const rules = codeRules(deps, user, attempt.ip);
  await consumeOrThrow(deps, rules);
  const factor = await findSecondFactor(deps.db, { userId: user.id });
  if (!factor?.enabledAt) throw new ApiError('conflict', m.secondFactorNotStarted);
  const now = deps.clock.now();
  const isTotp = /^\d{6}$/.test(attempt.code);
  if (isTotp) {
    const step = await acceptedStep({ secret: factor.secret, code: attempt.code, now: authenticatorTime(), afterStep: factor.lastStep });
    if (step === null || !(await acceptStep(deps.db, { userId: user.id, step, now, enable: false }))) return refuse(deps, user, 'totp');
  } else {
    if (!(await spendRecoveryCode(deps, user.id, attempt.code))) return refuse(deps, user, 'recovery');
    await audit(deps, user, 'second_factor.recovery', user);
  }
  await markSessionPassed(deps.db, { sessionId: attempt.sessionId, now });
  await refundHits(deps, rules);
}

/**
 * Removes an account's key and recovery codes and ends its sessions: it enrols again at its next login.
 * `actor` is the all-brand staff member who asked, or the account itself for the command line.
 */
export async function resetSecondFactor(deps: Pick<Deps, 'db' | 'clock'>, params: { actor: Account; target: Account; via: 'back-office' | 'cli' }): Promise<boolean> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const removed = await deleteSecondFactor(tx, { userId: params.target.id });
    await revokeUserSessions(tx, { userId: params.target.id, now });
    await recordAudit(tx, {
      actor: params.actor,
      action: 'second_factor.reset',
      targetType: 'user',
      targetId: params.target.id,
      brandCodes: [params.target.brandCode],
      details: { email: params.target.email, via: params.via },
      now,
    });
    return removed;
  });
}
