import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PASSWORD_SPECIALS,
  changePasswordSchema,
  emailRequestSchema,
  emailSchema,
  isStrongEnough,
  loginSchema,
  resetPasswordSchema,
} from './auth';
import { fieldErrorsOf } from './field-errors';

const RULE =
  'Le mot de passe doit contenir au minimum 12 caractères et maximum 25 caractères, une majuscule, une minuscule, un chiffre et un caractère spécial';

function errorsOf(schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } }, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldErrorsOf(result.error as never);
}

/** A valid password of the given length: 'Aa1!' then lowercase letters. */
function passwordOfLength(length: number) {
  return `Aa1!${'b'.repeat(length - 4)}`;
}

describe('email', () => {
  it('accepts a normal address and trims it', () => {
    expect(emailSchema.parse('  conseiller@lrp.demo ')).toBe('conseiller@lrp.demo');
  });

  it.each(['', 'conseiller', 'conseiller@', '@lrp.demo', 'a b@lrp.demo', 'conseiller@lrp'])('refuses %j', (value) => {
    expect(errorsOf(emailRequestSchema, { email: value })).toEqual({ email: 'Email non conforme' });
  });

  it('refuses a missing email with the same message', () => {
    expect(errorsOf(emailRequestSchema, {})).toEqual({ email: 'Email non conforme' });
  });

  it('accepts a local part of 64 characters and refuses 65', () => {
    expect(emailSchema.safeParse(`${'a'.repeat(64)}@lrp.demo`).success).toBe(true);
    expect(errorsOf(emailRequestSchema, { email: `${'a'.repeat(65)}@lrp.demo` })).toEqual({ email: 'Email non conforme' });
  });

  it('accepts 254 characters overall and refuses 255', () => {
    const domainOf = (length: number) => `${'d'.repeat(length - 10)}.demo`; // 'aaaa@' and '.demo' around it
    const at254 = `aaaa@${domainOf(254)}`;
    const at255 = `aaaa@${domainOf(255)}`;
    expect(at254).toHaveLength(254);
    expect(at255).toHaveLength(255);
    expect(emailSchema.safeParse(at254).success).toBe(true);
    expect(errorsOf(emailRequestSchema, { email: at255 })).toEqual({ email: 'Email non conforme' });
  });
});

describe('login', () => {
  it('asks for the password', () => {
    expect(errorsOf(loginSchema, { email: 'conseiller@lrp.demo', password: '' })).toEqual({
      password: 'Entrez votre mot de passe',
    });
  });

  it('does not apply the new-password rule to the login password', () => {
    expect(loginSchema.safeParse({ email: 'conseiller@lrp.demo', password: 'short' }).success).toBe(true);
  });
});

describe('new password rule', () => {
  it('refuses 11 and 26 characters, accepts 12 and 25', () => {
    expect(isStrongEnough(passwordOfLength(11))).toBe(false);
    expect(isStrongEnough(passwordOfLength(12))).toBe(true);
    expect(isStrongEnough(passwordOfLength(25))).toBe(true);
    expect(isStrongEnough(passwordOfLength(26))).toBe(false);
  });

  it.each([
    ['no uppercase', 'aa1!bbbbbbbbbb'],
    ['no lowercase', 'AA1!BBBBBBBBBB'],
    ['no digit', 'Aab!bbbbbbbbbb'],
    ['no special', 'Aa1bbbbbbbbbbb'],
  ])('refuses a password with %s', (_label, value) => {
    expect(isStrongEnough(value)).toBe(false);
  });

  it('accepts every listed special character', () => {
    for (const special of PASSWORD_SPECIALS) expect(isStrongEnough(`Aa1${special}bbbbbbbb`)).toBe(true);
  });

  it('holds for any 12–25 string built from the four classes', () => {
    const from = (chars: string) => fc.constantFrom(...chars.split(''));
    const upper = from('ABCDEFGHIJKLMNOPQRSTUVWXYZ');
    const lower = from('abcdefghijklmnopqrstuvwxyz');
    const digit = from('0123456789');
    const special = from(PASSWORD_SPECIALS);
    const filler = fc.oneof(upper, lower, digit, special);
    fc.assert(
      fc.property(upper, lower, digit, special, fc.array(filler, { minLength: 8, maxLength: 21 }), (u, l, d, s, rest) => {
        expect(isStrongEnough([u, l, d, s, ...rest].join(''))).toBe(true);
        expect(isStrongEnough([u, l, d, s, ...rest, ...rest, 'x'.repeat(5)].join(''))).toBe(rest.length + rest.length + 9 <= 25);
      }),
    );
  });
});

describe('reset password', () => {
  const base = { token: 't', email: 'conseiller@lrp.demo' };

  it('asks for the new password and its confirmation', () => {
    expect(errorsOf(resetPasswordSchema, { ...base, password: '', password_confirmation: '' })).toEqual({
      password: 'Entrez votre nouveau mot de passe',
      password_confirmation: 'Entrez la confirmation du mot de passe',
    });
  });

  it('explains the rule with the long message', () => {
    expect(errorsOf(resetPasswordSchema, { ...base, password: 'abc', password_confirmation: 'abc' })).toEqual({
      password: RULE,
    });
  });

  it('reports a mismatch on the confirmation', () => {
    const password = passwordOfLength(12);
    expect(errorsOf(resetPasswordSchema, { ...base, password, password_confirmation: `${password}x` })).toEqual({
      password_confirmation: 'Les deux mots de passe ne correspondent pas',
    });
  });

  it('accepts a matching strong pair', () => {
    const password = passwordOfLength(20);
    expect(resetPasswordSchema.safeParse({ ...base, password, password_confirmation: password }).success).toBe(true);
  });
});

describe('change password', () => {
  it('asks for each of the three fields with its own message', () => {
    expect(
      errorsOf(changePasswordSchema, { current_password: '', new_password: '', new_password_confirmation: '' }),
    ).toEqual({
      current_password: 'Entrez votre mot de passe actuel',
      new_password: 'Entrez votre nouveau mot de passe',
      new_password_confirmation: 'Entrez la confirmation du nouveau mot de passe',
    });
  });

  it('reports the rule and the mismatch', () => {
    expect(
      errorsOf(changePasswordSchema, { current_password: 'x', new_password: 'Aa1!', new_password_confirmation: 'Aa1?' }),
    ).toEqual({ new_password: RULE, new_password_confirmation: 'Les deux mots de passe ne correspondent pas' });
  });

  it('accepts a valid change', () => {
    const password = passwordOfLength(25);
    expect(
      changePasswordSchema.safeParse({ current_password: 'old', new_password: password, new_password_confirmation: password })
        .success,
    ).toBe(true);
  });
});
