import {
  PAGES_TAG,
  REVALIDATION_PATH,
  revalidationSignature,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  type RevalidationBody,
} from '../../contract/catalogue-revalidation';

export interface RevalidationTarget {
  /** Base addresses of the app instances (`http://127.0.0.1:3000`), each told on its own. */
  appUrls: string[];
  secret: string;
}

/**
 * Tells every app instance that catalogue data under `tags` changed, so they drop what they cached. An instance
 * that does not answer is logged, not retried: its cache entries still end with their lifetime.
 */
export async function notifyCatalogueChange(
  target: RevalidationTarget,
  tags: string[],
  warn: (message: string) => void,
  now: () => number = Date.now,
): Promise<void> {
  const body = JSON.stringify({ tags } satisfies RevalidationBody);
  await Promise.all(
    target.appUrls.map(async (base) => {
      const timestamp = String(Math.floor(now() / 1000));
      try {
        const response = await fetch(new URL(REVALIDATION_PATH, base), {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [TIMESTAMP_HEADER]: timestamp,
            [SIGNATURE_HEADER]: revalidationSignature(target.secret, timestamp, body),
          },
          body,
          signal: AbortSignal.timeout(5_000),
        });
        if (!response.ok) warn(`[cache] ${base} a refusé l'invalidation du catalogue (statut ${response.status})`);
      } catch (error) {
        // An app that is not running holds no cache to drop.
        if ((error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED') return;
        warn(`[cache] ${base} injoignable pour l'invalidation du catalogue (${(error as Error).message})`);
      }
    }),
  );
}

/** What the routes hold: tells the app instances that catalogue data under `tags` changed. */
export interface CatalogueNotifier {
  changed(tags: string[]): Promise<void>;
}

export function catalogueNotifier(target: RevalidationTarget, warn: (message: string) => void): CatalogueNotifier {
  return { changed: (tags) => notifyCatalogueChange(target, tags, warn) };
}

/** What the app's middleware holds: tells the app instances that a change was made, so they drop the pages they keep. */
export interface PageNotifier {
  changed(): Promise<void>;
}

export function pageNotifier(target: RevalidationTarget, warn: (message: string) => void): PageNotifier {
  return { changed: () => notifyCatalogueChange(target, [PAGES_TAG], warn) };
}
