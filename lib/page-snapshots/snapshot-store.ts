import { LRUCache } from 'lru-cache';

// Imported by the app server (scripts/app-server.mjs, run by Node without a build) and by the app's bundle (the
// revalidation route, the page loads): relative imports only, erasable TypeScript only. Both reach one instance
// through `globalThis`, since the bundle holds its own copy of this module.

/** A page as rendered for one session cookie, with the nonce its scripts carry, to be replaced on every answer. */
export interface PageSnapshot {
  status: number;
  headers: Record<string, string | string[]>;
  body: string;
  nonce: string;
  /** Epoch ms after which the snapshot is no longer answered (session refresh due, or lifetime over). */
  validUntil: number;
}

/**
 * Rendered pages kept per session cookie and address (scripts/app-server.mjs answers them). Any change the partner
 * API makes drops them all (`clear`, from the signed revalidation call), and a render under way when that happens
 * is not kept: a page read before a change never outlives it.
 */
export class PageSnapshots {
  private readonly entries: LRUCache<string, PageSnapshot>;
  private readonly renders = new Map<string, { refused: boolean }>();
  private generation = 0;

  constructor(options: { maxBytes: number }) {
    this.entries = new LRUCache<string, PageSnapshot>({
      maxSize: options.maxBytes,
      // A JavaScript string holds up to 2 bytes per character.
      sizeCalculation: (snapshot) => Math.max(1, snapshot.body.length * 2),
    });
  }

  get(key: string, now: number): PageSnapshot | undefined {
    const snapshot = this.entries.get(key);
    if (snapshot && snapshot.validUntil <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return snapshot;
  }

  /** Where a render starts: `put` keeps its page only if nothing was cleared since. */
  mark(): number {
    return this.generation;
  }

  put(key: string, snapshot: PageSnapshot, since: number): boolean {
    if (since !== this.generation) return false;
    this.entries.set(key, snapshot);
    return this.entries.has(key);
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  /** A render the server may keep, named by its request id, until `settle` answers whether it was refused. */
  track(requestId: string): void {
    this.renders.set(requestId, { refused: false });
  }

  /** Called by a render that met a failure (a notice on the page): its page is not kept. */
  refuse(requestId: string): void {
    const render = this.renders.get(requestId);
    if (render) render.refused = true;
  }

  /** Forgets the render and answers true when it may be kept. */
  settle(requestId: string): boolean {
    const render = this.renders.get(requestId);
    this.renders.delete(requestId);
    return render !== undefined && !render.refused;
  }
}

const SHARED = Symbol.for('espace-partenaire.page-snapshots');
/** Bounded in bytes: a page of the catalogue weighs 80–300 kB as a string. */
const MAX_BYTES = 64 * 1024 * 1024;

/** The process's one store. */
export function pageSnapshots(): PageSnapshots {
  const holder = globalThis as typeof globalThis & { [SHARED]?: PageSnapshots };
  holder[SHARED] ??= new PageSnapshots({ maxBytes: MAX_BYTES });
  return holder[SHARED];
}
