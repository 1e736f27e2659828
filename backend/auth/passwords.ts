import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 defaults to argon2id with OWASP-level memory and time costs.
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** Compares against a fixed hash when the account has none, so timing does not reveal unknown emails. */
const decoyHash = hash('decoy-password-never-used');

export async function verifyPassword(hashed: string | null | undefined, password: string): Promise<boolean> {
  if (!hashed) {
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(hashed, password).catch(() => false);
}
