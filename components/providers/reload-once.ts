import { mayReload, reloadGuardKey } from '@/components/auth/reload-guard';

/** Reloads the current URL unless it was already reloaded in the last 10 s (SPEC §9 reload guard). */
export function reloadOnce(): void {
  const key = reloadGuardKey(`${window.location.pathname}${window.location.search}`);
  try {
    if (!mayReload(sessionStorage.getItem(key), Date.now())) return;
    sessionStorage.setItem(key, String(Date.now()));
  } catch {
    return; // storage disabled: never risk a loop
  }
  window.location.reload();
}
