import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as fr from '@zxcvbn-ts/language-fr';
import { isStrongEnough, newPasswordSchema as contractNewPasswordSchema } from '../../contract/auth';
import { messages } from '../../contract/messages';

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

/** The contract's new-password rule, plus the refusal of common passwords, which needs the API's dictionaries. */
export const newPasswordSchema = contractNewPasswordSchema.refine(
  (value) => !isStrongEnough(value) || !isCommonPassword(value),
  messages.api.auth.commonPassword,
);
