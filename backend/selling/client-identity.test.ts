import { describe, expect, it } from 'vitest';
import { normaliseName, recognitionKeys } from './client-identity';

describe('client recognition', () => {
  it('ignores accents, case, hyphens and spaces', () => {
    expect(normaliseName('  Lefèvre-Dupré ')).toBe('lefevre dupre');
    expect(normaliseName('LEFEVRE  dupre')).toBe('lefevre dupre');
  });

  it('keys on name + birth date and on email', () => {
    expect(recognitionKeys({ prenom: 'Élodie', nom: 'Moreau', birthDate: '1980-02-03', email: 'E.Moreau@Mail.fr ' })).toEqual([
      { kind: 'identity', key: 'moreau|elodie|1980-02-03' },
      { kind: 'email', key: 'e.moreau@mail.fr' },
    ]);
    expect(recognitionKeys({ prenom: 'A', nom: 'B', birthDate: null, email: null })).toEqual([]);
  });
});
