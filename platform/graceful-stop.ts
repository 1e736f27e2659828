import type { Server } from 'node:http';

// Imported by the app server (scripts/app-server.mjs, run by Node without a build) and by the partner API:
// relative imports only, erasable TypeScript only.

/** How long the health check fails before the server stops accepting: the balancer's `inter × fall`, and a margin. */
export const DRAIN_MS = Number(process.env.STOP_DRAIN_MS ?? 3_500);
/** How long requests in flight may still run once the balancer has taken the instance out. */
export const IN_FLIGHT_MS = Number(process.env.STOP_IN_FLIGHT_MS ?? 10_000);

const STOPPING = Symbol.for('espace-partenaire.stopping');
const ENDING_STREAMS = Symbol.for('espace-partenaire.ending-streams');
type Holder = { [STOPPING]?: AbortController; [ENDING_STREAMS]?: AbortController };
const holder = globalThis as Holder;
const controller = (key: typeof STOPPING | typeof ENDING_STREAMS) => (holder[key] ??= new AbortController());

/** Aborted when this process starts stopping; shared by every module of the process (Next's bundle included). */
export const stoppingSignal = (): AbortSignal => controller(STOPPING).signal;
/** Aborted once the balancer has taken the instance out: open streams end then, with a retry hint. */
export const endingStreamsSignal = (): AbortSignal => controller(ENDING_STREAMS).signal;

/**
 * On SIGTERM or SIGINT: the health check fails (`stoppingSignal` is aborted) while the balancer takes the instance
 * out, then the server stops accepting, open streams are ended (`endingStreamsSignal`, `endStreams`), requests in
 * flight finish within IN_FLIGHT_MS, `release` closes pools, and the process exits 0.
 */
export function stopGracefully(params: { server: Server; log: (message: string) => void; endStreams?: () => Promise<void>; release?: () => Promise<void> }) {
  let started = false;
  const stop = async (signal: string) => {
    if (started) return;
    started = true;
    params.log(`arrêt demandé (${signal}) : retrait du répartiteur pendant ${DRAIN_MS} ms`);
    controller(STOPPING).abort();
    await new Promise((resolve) => setTimeout(resolve, DRAIN_MS));
    const closed = new Promise((resolve) => params.server.close(resolve));
    params.server.closeIdleConnections();
    controller(ENDING_STREAMS).abort();
    await params.endStreams?.();
    const finished = await Promise.race([closed.then(() => true), new Promise((resolve) => setTimeout(resolve, IN_FLIGHT_MS, false))]);
    if (!finished) {
      params.log(`requêtes encore en cours après ${IN_FLIGHT_MS} ms : connexions fermées`);
      params.server.closeAllConnections();
    }
    await params.release?.();
    params.log('arrêt propre terminé');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}
