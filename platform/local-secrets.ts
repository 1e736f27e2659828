import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Outside PROD a missing secret is generated once and kept in `$DATA_DIR/secrets.json`, so a newcomer needs no
 * configuration and restarts keep sessions valid. PROD must set the variable (checked by the env schemas).
 */
export function localSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, 'secrets.json');
  let secrets: Record<string, string> = {};
  try {
    secrets = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  } catch {
    // first start: no file yet
  }
  if (!secrets[name]) {
    secrets[name] = randomBytes(32).toString('base64url');
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  return secrets[name];
}
