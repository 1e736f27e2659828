import { z } from 'zod';
import { messages } from './messages';
import { SECOND_FACTOR_STEPS } from './second-factor';
import { textSchema } from './text';

// Shared by the forms (zodResolver), the server actions and the partner API: one schema, one message.
const m = messages.auth.validation;

export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_LOCAL_MAX_LENGTH = 64;
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 25;
export const PASSWORD_SPECIALS = '!@#$%^&*()_+-=[]{};\':"\\|,.<>/?';

const escapedSpecials = PASSWORD_SPECIALS.replace(/[\\\]\-^[]/g, '\\$&');
const SPECIAL = new RegExp(`[${escapedSpecials}]`);

/** SPEC §5: 12 to 25 characters with an uppercase, a lowercase, a digit and a special character. */
export function isStrongEnough(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    password.length <= PASSWORD_MAX_LENGTH &&
    /[A-Z]/.test(password) &&
    /[a-z]/.test(password) &&
    /\d/.test(password) &&
    SPECIAL.test(password)
  );
}

function localPartFits(email: string): boolean {
  return email.slice(0, email.lastIndexOf('@')).length <= EMAIL_LOCAL_MAX_LENGTH;
}

/** Valid address, 254 characters overall, local part at most 64; compared lower-case. */
export const emailSchema = z
  .string({ error: m.emailInvalid })
  .trim()
  .max(EMAIL_MAX_LENGTH, { error: m.emailInvalid })
  .pipe(z.email({ error: m.emailInvalid }).refine(localPartFits, { error: m.emailInvalid }))
  .transform((value) => value.toLowerCase());

export const newPasswordSchema = textSchema(m.newPasswordRequired).superRefine((value, ctx) => {
  if (value === '') ctx.addIssue({ code: 'custom', message: m.newPasswordRequired });
  else if (!isStrongEnough(value)) ctx.addIssue({ code: 'custom', message: m.newPasswordRule });
});
type NewPasswordSchema = z.ZodType<string, string>;

/** A typed password: required, and no longer than any password the API hashes. */
function required(message: string) {
  return textSchema(message).min(1, { error: message }).max(1024, { error: message });
}

function confirmationMatches<T extends Record<string, unknown>>(passwordKey: keyof T & string, confirmKey: keyof T & string) {
  return (values: T, ctx: z.RefinementCtx) => {
    if (values[confirmKey] && values[confirmKey] !== values[passwordKey]) {
      ctx.addIssue({ code: 'custom', path: [confirmKey], message: m.mismatch });
    }
  };
}

export const loginSchema = z.object({
  email: emailSchema,
  password: required(m.passwordRequired),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** Activation and forgotten password both ask for the email only. */
export const emailRequestSchema = z.object({ email: emailSchema });
export type EmailRequestInput = z.infer<typeof emailRequestSchema>;

const invalidLink = messages.api.auth.invalidLink;

/** POST reset-password; the API passes a stricter new-password schema (it also refuses common passwords). */
export function resetPasswordSchemaWith(newPassword: NewPasswordSchema = newPasswordSchema) {
  return z
    .object({
      token: textSchema(invalidLink).min(1, invalidLink).max(200, invalidLink),
      email: emailSchema,
      password: newPassword,
      password_confirmation: required(m.confirmationRequired),
    })
    .superRefine(confirmationMatches('password', 'password_confirmation'));
}
export const resetPasswordSchema = resetPasswordSchemaWith();
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** PUT password; the API passes a stricter new-password schema, as for the reset. */
export function changePasswordSchemaWith(newPassword: NewPasswordSchema = newPasswordSchema) {
  return z
    .object({
      current_password: required(m.currentPasswordRequired),
      new_password: newPassword,
      new_password_confirmation: required(m.newConfirmationRequired),
    })
    .superRefine(confirmationMatches('new_password', 'new_password_confirmation'));
}
export const changePasswordSchema = changePasswordSchemaWith();
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const tokenLoginSchema = z.object({
  access_token: textSchema().min(1).max(4096),
  refresh_token: textSchema().min(1).max(4096),
});
export type TokenLoginInput = z.infer<typeof tokenLoginSchema>;

export const switchAccountSchema = z.object({ id: z.union([z.number().int().positive(), textSchema().min(1).max(64)]) });
export type SwitchAccountInput = z.infer<typeof switchAccountSchema>;

export const tokenPairSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  /** Lifetime of the access token, in seconds. */
  expires_in: z.number().int(),
});
export type TokenPair = z.infer<typeof tokenPairSchema>;

/**
 * POST login and POST users/switch-account: a pair, whether the password must be changed, and what the second
 * factor still asks (null: nothing; until it is given, the pair opens the second-factor routes and logout only).
 */
export const loginAnswerSchema = tokenPairSchema.extend({ reset_password: z.boolean(), second_factor: z.enum(SECOND_FACTOR_STEPS).nullable() });
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

/** PUT password: the confirmation and a new pair (older sessions are revoked). */
export const passwordChangedAnswerSchema = tokenPairSchema.extend({ message: z.string() });

export const refreshInputSchema = z.object({ refresh_token: z.string().min(1).max(200) });

export const accountSchema = z.object({ id: z.number().int(), email: z.string(), label: z.string(), marque: z.string(), current: z.boolean() });
export type PartnerAccount = z.infer<typeof accountSchema>;
export const accountListSchema = z.object({ data: z.array(accountSchema) });

export const profileSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  prenom: z.string(),
  nom: z.string(),
  civilite: z.string().nullable(),
  telephone: z.string().nullable(),
  cabinet: z.string().nullable(),
  directeur: z.boolean(),
  reset_password: z.boolean(),
  /** SPEC §1: the brand the adviser belongs to drives the app's brand after login. */
  scope: z.object({ marque: z.string().nullable() }),
  accounts_count: z.number().int(),
  role: z.enum(['cgp', 'staff']),
  /** Communication preferences (PUT cgps/{id}). */
  news_cgp: z.boolean(),
  sms_cgp: z.boolean(),
});
export type UserInfos = z.infer<typeof profileSchema>;
/** GET user-infos: the profile under `inputs`. */
export const userInfosAnswerSchema = z.object({ inputs: profileSchema });
