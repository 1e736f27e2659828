'use server';

import QRCode from 'qrcode';
import { secondFactorCodeSchema, type SecondFactorState } from '@/contract/second-factor';
import type { ActionResult } from '@/lib/action-result';
import { confirmEnrolment, getSecondFactorState, startEnrolment, verifySecondFactor } from '@/lib/partner/second-factor';
import { pendingSecondFactor, readSession } from '@/lib/session';
import { actionContext } from './action-context';
import { releaseSecondFactor } from './second-factor-session';
import type { WelcomeProfile } from './session-data';

/** The pair of a login waiting for its code, or of a live session (an adviser turning the factor on). */
async function callerToken(): Promise<{ token: string; pending: boolean } | null> {
  const pending = await pendingSecondFactor();
  if (pending) return { token: pending.accessToken, pending: true };
  const session = await readSession();
  return session ? { token: session.accessToken, pending: false } : null;
}

export interface EnrolmentView {
  secret: string;
  /** The otpauth URI as a PNG data URL, for the authenticator app's camera. */
  qrCode: string;
}

/** A new key, shown as a QR code and as text. */
export async function startEnrolmentAction(): Promise<ActionResult<EnrolmentView>> {
  const ctx = await actionContext();
  if (!ctx.sameOrigin) return ctx.refuse();
  const caller = await callerToken();
  if (!caller) return ctx.expired();
  try {
    const enrolment = await startEnrolment(caller.token);
    const qrCode = await QRCode.toDataURL(enrolment.otpauth_uri, { errorCorrectionLevel: 'M', margin: 2, width: 220 });
    return { ok: true, data: { secret: enrolment.secret, qrCode } };
  } catch (error) {
    return ctx.fail(error);
  }
}

export interface EnrolmentDone {
  recoveryCodes: string[];
  /** Set when the enrolment ended a login: who to greet once the codes are noted. */
  welcome?: WelcomeProfile;
}

/** The key's first code: turns it on and answers the recovery codes, shown this once. */
export async function confirmEnrolmentAction(input: unknown): Promise<ActionResult<EnrolmentDone>> {
  const ctx = await actionContext();
  if (!ctx.sameOrigin) return ctx.refuse();
  const parsed = secondFactorCodeSchema.safeParse(input);
  if (!parsed.success) return ctx.invalid(parsed.error);
  const caller = await callerToken();
  if (!caller) return ctx.expired();
  try {
    const { recovery_codes } = await confirmEnrolment(caller.token, parsed.data, ctx.clientIp);
    const welcome = caller.pending ? await releaseSecondFactor() : undefined;
    return { ok: true, data: { recoveryCodes: recovery_codes, welcome } };
  } catch (error) {
    return ctx.fail(error);
  }
}

/** A code of the key, or a recovery code, ends the login. */
export async function verifySecondFactorAction(input: unknown): Promise<ActionResult<WelcomeProfile>> {
  const ctx = await actionContext();
  if (!ctx.sameOrigin) return ctx.refuse();
  const parsed = secondFactorCodeSchema.safeParse(input);
  if (!parsed.success) return ctx.invalid(parsed.error);
  const pending = await pendingSecondFactor();
  if (!pending) return ctx.expired();
  try {
    await verifySecondFactor(pending.accessToken, parsed.data, ctx.clientIp);
    return { ok: true, data: await releaseSecondFactor() };
  } catch (error) {
    return ctx.fail(error);
  }
}

/** Whether the adviser's account has its second factor turned on (the profile panel offers it otherwise). */
export async function secondFactorStateAction(): Promise<ActionResult<SecondFactorState>> {
  const ctx = await actionContext();
  if (!ctx.sameOrigin) return ctx.refuse();
  const session = await readSession();
  if (!session) return ctx.expired();
  try {
    return { ok: true, data: await getSecondFactorState(session.accessToken) };
  } catch (error) {
    return ctx.fail(error);
  }
}
