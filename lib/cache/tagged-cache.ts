import { LRUCache } from 'lru-cache';

interface Entry {
  value: unknown;
  tags: readonly string[];
}

/**
 * An in-process LRU of loaded values, each carrying tags so that one change drops every value built from it.
 * Concurrent misses of one key share a single load; a load that was running when its tags were dropped answers
 * its caller but is not kept, so a value read before a change never outlives the change.
 */
export class TaggedCache {
  private readonly entries: LRUCache<string, Entry>;
  private readonly loading = new Map<string, Promise<unknown>>();
  private readonly droppedAt = new Map<string, number>();
  private clock = 0;

  private readonly onLookup: (hit: boolean) => void;

  /** `onLookup` hears of each lookup, found or not (metrics). */
  constructor(options: { max: number; ttlMs: number; onLookup?: (hit: boolean) => void }) {
    this.entries = new LRUCache<string, Entry>({ max: options.max, ttl: options.ttlMs });
    this.onLookup = options.onLookup ?? (() => {});
  }

  /** The cached value of `key`, or the result of `load` kept under `tags`. Failures are never kept. */
  remember<T>(key: string, tags: readonly string[], load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    this.onLookup(hit !== undefined);
    if (hit) return Promise.resolve(hit.value as T);
    const running = this.loading.get(key);
    if (running) return running as Promise<T>;
    const startedAt = this.clock;
    const pending = load()
      .then((value) => {
        if (!tags.some((tag) => (this.droppedAt.get(tag) ?? -1) >= startedAt)) this.entries.set(key, { value, tags });
        return value;
      })
      .finally(() => {
        if (this.loading.get(key) === pending) this.loading.delete(key);
      });
    this.loading.set(key, pending);
    return pending;
  }

  /** Drops every value carrying one of `tags` (and stops loads under way from being kept); answers how many. */
  invalidate(tags: readonly string[]): number {
    const stamp = this.clock++;
    for (const tag of tags) this.droppedAt.set(tag, stamp);
    let dropped = 0;
    for (const [key, entry] of this.entries.entries()) {
      if (entry.tags.some((tag) => tags.includes(tag))) {
        this.entries.delete(key);
        dropped++;
      }
    }
    for (const key of this.loading.keys()) this.loading.delete(key);
    return dropped;
  }

  get size(): number {
    return this.entries.size;
  }
}
