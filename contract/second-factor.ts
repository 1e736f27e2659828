import { z } from 'zod';
import { messages } from './messages';
import { textSchema } from './text';

const m = messages.auth.secondFactor;

/** What a login still needs: a key to enrol (staff on their first login), or a code of the enrolled key. */
export const SECOND_FACTOR_STEPS = ['enrol', 'verify'] as const;
export type SecondFactorStep = (typeof SECOND_FACTOR_STEPS)[number];

/** A 6-digit TOTP code or a recovery code (`XXXXX-XXXXX`): spaces and case do not matter. */
export const secondFactorCodeSchema = z.object({
  code: textSchema(m.codeRequired)
    .transform((value) => value.replace(/\s+/g, '').toUpperCase())
    .pipe(z.string().regex(/^(\d{6}|[A-Z2-7]{5}-?[A-Z2-7]{5})$/, { error: m.codeRequired })),
});
export type SecondFactorCodeInput = z.input<typeof secondFactorCodeSchema>;

/** GET second-factor: whether the account has a key, must have one, and whether this session gave its code. */
export const secondFactorStateSchema = z.object({ enabled: z.boolean(), required: z.boolean(), passed: z.boolean() });
export type SecondFactorState = z.infer<typeof secondFactorStateSchema>;

/** POST second-factor/enrolment: the new key, as text and as the otpauth URI a QR code carries. */
export const enrolmentSchema = z.object({ secret: z.string(), otpauth_uri: z.string() });
export type Enrolment = z.infer<typeof enrolmentSchema>;

/** POST second-factor/enrolment/confirm: the ten recovery codes, shown this once. */
export const recoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;
