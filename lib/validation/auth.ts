import { z } from 'zod';
import fr from '@/messages/fr.json';
import { textSchema } from './text';

// Shared by the forms (zodResolver) and the server actions: one schema, one message.
const m = fr.auth.validation;

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

export const emailSchema = z
  .string({ error: m.emailInvalid })
  .trim()
  .max(EMAIL_MAX_LENGTH, { error: m.emailInvalid })
  .pipe(z.email({ error: m.emailInvalid }).refine(localPartFits, { error: m.emailInvalid }));

export const newPasswordSchema = textSchema(m.newPasswordRequired).superRefine((value, ctx) => {
  if (value === '') ctx.addIssue({ code: 'custom', message: m.newPasswordRequired });
  else if (!isStrongEnough(value)) ctx.addIssue({ code: 'custom', message: m.newPasswordRule });
});

function required(message: string) {
  return textSchema(message).min(1, { error: message });
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

export const resetPasswordSchema = z
  .object({
    token: textSchema().min(1),
    email: emailSchema,
    password: newPasswordSchema,
    password_confirmation: required(m.confirmationRequired),
  })
  .superRefine(confirmationMatches('password', 'password_confirmation'));
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const changePasswordSchema = z
  .object({
    current_password: required(m.currentPasswordRequired),
    new_password: newPasswordSchema,
    new_password_confirmation: required(m.newConfirmationRequired),
  })
  .superRefine(confirmationMatches('new_password', 'new_password_confirmation'));
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const tokenLoginSchema = z.object({
  access_token: textSchema().min(1).max(4096),
  refresh_token: textSchema().min(1).max(4096),
});
export type TokenLoginInput = z.infer<typeof tokenLoginSchema>;

export const switchAccountSchema = z.object({ id: z.union([z.number().int().positive(), textSchema().min(1).max(64)]) });
export type SwitchAccountInput = z.infer<typeof switchAccountSchema>;
