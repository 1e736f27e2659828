import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Every path under `dir` (itself included) other users could read or enter: anything but 0700 folders and 0600 files. */
export function openToOthers(dir: string): string[] {
  const stat = statSync(dir);
  const mode = stat.mode & 0o777;
  const expected = stat.isDirectory() ? 0o700 : 0o600;
  const own = mode === expected ? [] : [`${dir} ${mode.toString(8)}`];
  return stat.isDirectory() ? [...own, ...readdirSync(dir).flatMap((name) => openToOthers(path.join(dir, name)))] : own;
}
