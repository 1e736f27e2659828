'use server';

import QRCode from 'qrcode';
import type { z } from 'zod';
import { secondFactorCodeSchema, type SecondFactorState } from '@/contract/second-factor';
import type { ActionResult } from '@/lib/actions/action-result';
import { confirmEnrolment, getSecondFactorState, startEnrolment, verifySecondFactor } from '@/lib/partner/second-factor';
import { pendingSecondFactor, readSession } from '@/lib/auth/session';
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

/** Checks the code typed, then hands it to `run` with the caller's pair; a failure of the partner API is answered in French. */
async function withCode<T>(
  input: unknown,
  { loginOnly }: { loginOnly: boolean },
  run: (caller: { token: string; pending: boolean }, code: z.infer<typeof secondFactorCodeSchema>, clientIp: string | undefined) => Promise<T>,
): Promise<ActionResult<T>> {
  const ctx = await actionContext();
  if (!ctx.sameOrigin) return ctx.refuse();
  const parsed = secondFactorCodeSchema.safeParse(input);
  if (!parsed.success) return ctx.invalid(parsed.error);
  const caller = await callerToken();
  if (!caller || (loginOnly && !caller.pending)) return ctx.expired();
  try {
    return { ok: true, data: await run(caller, parsed.data, ctx.clientIp) };
  } catch (error) {
    return ctx.fail(error);
  }
}

/** The key's first code: turns it on and answers the recovery codes, shown this once. */
export async function confirmEnrolmentAction(input: unknown): Promise<ActionResult<EnrolmentDone>> {
  return withCode(input, { loginOnly: false }, async (caller, code, clientIp) => {
    const { recovery_codes } = await confirmEnrolment(caller.token, code, clientIp);
    return { recoveryCodes: recovery_codes, welcome: caller.pending ? await releaseSecondFactor() : undefined };
  });
}

/** A code of the key, or a recovery code, ends the login. */
export async function verifySecondFactorAction(input: unknown): Promise<ActionResult<WelcomeProfile>> {
  return withCode(input, { loginOnly: true }, async (caller, code, clientIp) => {
    await verifySecondFactor(caller.token, code, clientIp);
    return releaseSecondFactor();
  });
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
