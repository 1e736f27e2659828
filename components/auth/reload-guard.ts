/** SPEC §9: at most one reload per path within 10 s. */
export const RELOAD_GUARD_MS = 10_000;

export function reloadGuardKey(path: string): string {
  return `ep-reload:${path}`;
}

/** True when no reload of this path happened in the last 10 s (`stored` is the last reload's epoch ms). */
export function mayReload(stored: string | null, now: number): boolean {
  const last = Number(stored);
  return !stored || !Number.isFinite(last) || now - last >= RELOAD_GUARD_MS || last > now;
}
