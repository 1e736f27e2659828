import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 defaults to argon2id with OWASP-level memory and time costs.
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** The argon2 work of the API, passed in through `Deps` so tests can prove every address costs the same. */
export type PasswordHasher = {
  hash(password: string): Promise<string>;
  /** Verifies against a fixed decoy hash when the account has none, so timing does not reveal unknown emails. */
  verify(hashed: string | null | undefined, password: string): Promise<boolean>;
};

let decoyHash: Promise<string> | undefined;

export const argon2Hasher: PasswordHasher = {
  hash: hashPassword,
  async verify(hashed, password) {
    if (!hashed) {
      await verify(await (decoyHash ??= hash('decoy-password-never-used')), password).catch(() => false);
      return false;
    }
    return verify(hashed, password).catch(() => false);
  },
};
