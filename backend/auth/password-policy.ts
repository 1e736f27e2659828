import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as fr from '@zxcvbn-ts/language-fr';
import { z } from 'zod';

export const passwordRuleMessage =
  'Le mot de passe doit contenir au minimum 12 caractères et maximum 25 caractères, une majuscule, une minuscule, un chiffre et un caractère spécial';
export const passwordMismatchMessage = 'Les deux mots de passe ne correspondent pas';
export const commonPasswordMessage = 'Ce mot de passe est trop courant, choisissez-en un autre.';

const specials = `!@#$%^&*()_+-=[]{};':"\\|,.<>/?`;
const specialClass = new RegExp(`[${specials.replace(/[\]\\^-]/g, '\\$&')}]`);

export function meetsPasswordRule(password: string): boolean {
  return (
    password.length >= 12 &&
    password.length <= 25 &&
    /[A-Z]/.test(password) &&
    /[a-z]/.test(password) &&
    /[0-9]/.test(password) &&
    specialClass.test(password)
  );
}

const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...fr.dictionary },
  graphs: common.adjacencyGraphs,
  translations: fr.translations,
});

/**
 * Common = weak score, or its letters are one known word / keyboard walk with digits and symbols
 * bolted on (`Azerty123456!`, `Motdepasse123!`), which zxcvbn alone scores as acceptable.
 */
export function isCommonPassword(password: string): boolean {
  if (zxcvbn.check(password).score < 3) return true;
  const letters = password.replace(/[^\p{L}]/gu, '').toLowerCase();
  if (letters.length === 0) return true;
  const core = zxcvbn.check(letters).sequence;
  return core.length === 1 && ['dictionary', 'spatial', 'repeat', 'sequence'].includes(core[0].pattern);
}

/** The new-password rule used by reset and change; message texts are the product's. */
export const newPasswordSchema = z
  .string({ error: 'Entrez votre nouveau mot de passe' })
  .min(1, 'Entrez votre nouveau mot de passe')
  .refine(meetsPasswordRule, passwordRuleMessage)
  .refine((value) => !meetsPasswordRule(value) || !isCommonPassword(value), commonPasswordMessage);
