/** SPEC §4/§9: the first check about 1 s after load, then periodically. */
export const FIRST_BUILD_CHECK_MS = 1_000;
export const BUILD_CHECK_EVERY_MS = 5 * 60_000;

/** The URL polled for the live build id; the timestamp defeats any cache on the way. */
export function latestBuildUrl(now: number): string {
  return `/api/builds/latest.json?t=${now}`;
}

/** True when the server answers a build id other than the one this page was built with. */
export function isNewerBuild(current: string | undefined, body: unknown): boolean {
  const latest = (body as { id?: unknown } | null)?.id;
  return typeof latest === 'string' && latest !== '' && latest !== current;
}

/** A lazily loaded script of an older (or broken) build failed: webpack's ChunkLoadError or the browser's own text. */
export function isChunkLoadError(reason: unknown): boolean {
  if (!reason || typeof reason !== 'object') return false;
  const { name, message } = reason as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  return typeof message === 'string' && /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module/.test(message);
}

/** A reload loses nothing when no form has been typed into and no modal is open. */
export function isSafeToReload(state: { formDirty: boolean; modalOpen: boolean }): boolean {
  return !state.formDirty && !state.modalOpen;
}
