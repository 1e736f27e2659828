import { describe, expect, it } from 'vitest';
import { replyInputSchema, threadInputSchema } from './messaging';
import { clientInputSchema } from './clients';
import { optionneurInputSchema } from './optionneurs';
import { NUL_MESSAGE, plainLabel, searchQuerySchema, textSchema } from './text';
import { loginSchema } from './auth';

const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('textSchema', () => {
  it('accepts ordinary text, accents and line breaks included', () => {
    expect(textSchema().parse('Bérénice\nLigne 2')).toBe('Bérénice\nLigne 2');
  });

  it('refuses a NUL character with the French message', () => {
    expect(errorsOf(textSchema().safeParse('Ber\0'))).toEqual([['', NUL_MESSAGE]]);
    expect(errorsOf(searchQuerySchema.safeParse('Ber\u0000nard'))).toEqual([['', NUL_MESSAGE]]);
  });
});

describe('forms refuse NUL in any text field, on the field', () => {
  it.each([
    ['a message reply', replyInputSchema, { body: 'Bonjour\0' }, 'body'],
    ['a new thread subject', threadInputSchema, { subject: 'Sujet\0', body: 'Bonjour' }, 'subject'],
    ['a client name', clientInputSchema, { prenom: 'Jean', nom: 'Dup\0nt' }, 'nom'],
    ['an optional client address', clientInputSchema, { prenom: 'Jean', nom: 'Dupont', address: '1 rue\0' }, 'address'],
    ['an optionneur company', optionneurInputSchema, { prenom: 'Jean', nom: 'Dupont', societe: 'ACME\0' }, 'societe'],
    ['a login password', loginSchema, { email: 'conseiller@is.demo', password: 'Demo\0' }, 'password'],
  ])('%s', (_, schema, input, field) => {
    expect(errorsOf(schema.safeParse(input))).toContainEqual([field, NUL_MESSAGE]);
  });
});

describe('optional text fields', () => {
  it('read a blank field as null and keep a filled one trimmed', () => {
    expect(clientInputSchema.parse({ prenom: ' Jean ', nom: 'Dupont', address: '  ', email: ' ', city: ' Lyon ' })).toMatchObject({
      prenom: 'Jean',
      address: null,
      email: null,
      city: 'Lyon',
    });
  });
});

describe('plainLabel', () => {
  it('takes out control and bidi characters, turns path separators into dashes and keeps French spacing', () => {
    expect(plainLabel('Plan\u202Efdp.exe\u200E/lot\\B\u2066\u2069')).toBe('Planfdp.exe-lot-B');
    expect(plainLabel('  Plaquette\u00a0: «\u202fLes Cèdres\u202f»\r\n2026  ')).toBe('Plaquette\u00a0: «\u202fLes Cèdres\u202f» 2026');
  });
});
