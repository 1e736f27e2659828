import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { installFrenchZodErrors } from './zod-error-map';

beforeAll(installFrenchZodErrors);

function firstMessage(schema: z.ZodType, input: unknown): string | undefined {
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('French zod messages', () => {
  it('says a number is expected where the input is not a number (NaN included)', () => {
    expect(firstMessage(z.number(), Number.NaN)).toBe('Ce champ ne peut contenir que des chiffres');
    expect(firstMessage(z.coerce.number(), 'abc')).toBe('Ce champ ne peut contenir que des chiffres');
    expect(firstMessage(z.object({ price: z.number() }), { price: 'x' })).toBe('Ce champ ne peut contenir que des chiffres');
  });

  it('says a missing value is required', () => {
    expect(firstMessage(z.object({ email: z.string() }), {})).toBe('Ce champ est obligatoire');
    expect(firstMessage(z.string().min(1), '')).toBe('Ce champ est obligatoire');
  });

  it('asks for a whole number where a decimal was sent', () => {
    expect(firstMessage(z.int(), 1.5)).toBe('Ce champ attend un nombre entier');
    expect(firstMessage(z.number().int(), 2.5)).toBe('Ce champ attend un nombre entier');
  });

  it('words length and range bounds with their limit', () => {
    expect(firstMessage(z.string().max(5), 'abcdefg')).toBe('Ce champ doit contenir au maximum 5 caractères');
    expect(firstMessage(z.string().min(3), 'ab')).toBe('Ce champ doit contenir au minimum 3 caractères');
    expect(firstMessage(z.number().min(10), 2)).toBe('La valeur doit être supérieure ou égale à 10');
    expect(firstMessage(z.number().positive(), 0)).toBe('La valeur doit être supérieure à 0');
    expect(firstMessage(z.number().max(4), 9)).toBe('La valeur doit être inférieure ou égale à 4');
    expect(firstMessage(z.array(z.number()).min(2), [1])).toBe('Choisissez au moins 2 éléments');
    expect(firstMessage(z.array(z.number()).max(4), [1, 2, 3, 4, 5])).toBe('Choisissez au plus 4 éléments');
  });

  it('uses the specification message for a malformed email and a generic one for other formats', () => {
    expect(firstMessage(z.email(), 'pas-un-email')).toBe('Email non conforme');
    expect(firstMessage(z.string().regex(/^\d+$/), 'x')).toBe('Format invalide');
    expect(firstMessage(z.iso.date(), '2026-13-45')).toBe('Date invalide');
  });

  it('names unexpected keys and refused choices in French', () => {
    expect(firstMessage(z.strictObject({ a: z.number() }), { a: 1, b: 2 })).toBe('Champs non attendus\u00a0: b');
    expect(firstMessage(z.enum(['neuf', 'ancien']), 'lune')).toBe("Cette valeur n'est pas proposée");
  });

  it('keeps the message a schema words itself', () => {
    expect(firstMessage(z.number({ error: 'Prix invalide' }), 'x')).toBe('Prix invalide');
    expect(firstMessage(z.string().min(12, 'Trop court'), 'a')).toBe('Trop court');
  });
});
