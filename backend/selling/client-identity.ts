/**
 * How two advisers' records are recognised as the same person: the normalised last name, first name and
 * birth date, or the normalised email. Accents, case, hyphens and extra spaces do not matter.
 */
export function normaliseName(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

export type IdentityInput = { prenom: string; nom: string; birthDate: string | null; email: string | null };

export function recognitionKeys(client: IdentityInput): { kind: 'identity' | 'email'; key: string }[] {
  const keys: { kind: 'identity' | 'email'; key: string }[] = [];
  if (client.birthDate) {
    keys.push({ kind: 'identity', key: `${normaliseName(client.nom)}|${normaliseName(client.prenom)}|${client.birthDate}` });
  }
  if (client.email) keys.push({ kind: 'email', key: client.email.trim().toLowerCase() });
  return keys;
}
