import { describe, expect, it } from 'vitest';
import { isStrongEnough } from '../../contract/auth';
import { isCommonPassword } from './password-policy';

describe('password policy', () => {
  it('accepts every special character of the product list', () => {
    for (const ch of `!@#$%^&*()_+-=[]{};':"\\|,.<>/?`) expect(isStrongEnough(`Abcdefgh123${ch}`)).toBe(true);
  });

  it('needs 12 to 25 characters', () => {
    expect(isStrongEnough('Abcdefg12!x')).toBe(false);
    expect(isStrongEnough('Abcdefg12!xy')).toBe(true);
    expect(isStrongEnough(`Abcdefg12!${'x'.repeat(15)}`)).toBe(true);
    expect(isStrongEnough(`Abcdefg12!${'x'.repeat(16)}`)).toBe(false);
  });

  it('treats dictionary words with digits and symbols bolted on as common', () => {
    expect(isCommonPassword('Azerty123456!')).toBe(true);
    expect(isCommonPassword('Motdepasse123!')).toBe(true);
    expect(isCommonPassword('Nouveau-Secret-2026!')).toBe(false);
    expect(isCommonPassword('Demo-Partenaire-2026!')).toBe(false);
  });
});
