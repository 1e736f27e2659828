import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Which page patterns (`/clients/[id]`) each server action of the build is compiled into. */
export interface ActionPages {
  actions: ReadonlyMap<string, ReadonlySet<string>>;
  pages: readonly string[];
  /** The adviser's screens: the pages drawn inside their frame (`app/(extranet)`). */
  adviserPages: readonly string[];
  /** Route handlers' patterns (`/api/kyc/upload`): the only paths a form may be posted to without an action id. */
  routes: readonly string[];
}

export const NOT_FOUND_PAGE = '/_not-found';

interface ServerReferenceManifest {
  node: Record<string, { workers: Record<string, unknown> }>;
}

/** From Next's manifests: worker `app/(extranet)/clients/(list)/page` → route `/clients`. */
export function actionPagesFrom(references: ServerReferenceManifest, appPathRoutes: Record<string, string>): ActionPages {
  const pageOfWorker = (worker: string) => appPathRoutes[worker.replace(/^app/, '')];
  const actions = new Map<string, Set<string>>();
  for (const [id, { workers }] of Object.entries(references.node)) {
    actions.set(id, new Set(Object.keys(workers).map(pageOfWorker).filter((page): page is string => page !== undefined)));
  }
  const routesOf = (kind: string, group = '') =>
    Object.entries(appPathRoutes)
      .filter(([entry]) => entry.startsWith(group) && entry.endsWith(kind))
      .map(([, route]) => route);
  return { actions, pages: routesOf('/page'), adviserPages: routesOf('/page', '/(extranet)/'), routes: routesOf('/route') };
}

let loaded: ActionPages | null | undefined;

/** The built app's action pages, read once; null without a production build (next dev), where only bodies are checked. */
export function builtActionPages(distDir = path.join(process.cwd(), '.next')): ActionPages | null {
  if (loaded !== undefined) return loaded;
  try {
    const read = (file: string) => JSON.parse(readFileSync(path.join(distDir, file), 'utf8'));
    loaded = actionPagesFrom(read('server/server-reference-manifest.json'), read('app-path-routes-manifest.json'));
  } catch {
    loaded = null;
  }
  return loaded;
}

type SegmentRank = 0 | 1 | 2 | 3;

/** Ranks of the pattern's segments when it matches the path (static 3, [x] 2, [...x] 1, [[...x]] 0), else null. */
function matchRanks(pattern: string, segments: string[]): SegmentRank[] | null {
  const parts = pattern.split('/').filter(Boolean);
  const ranks: SegmentRank[] = [];
  for (const [index, part] of parts.entries()) {
    if (part.startsWith('[[...')) return index === parts.length - 1 ? [...ranks, 0] : null;
    if (part.startsWith('[...')) return index === parts.length - 1 && segments.length > index ? [...ranks, 1] : null;
    const segment = segments[index];
    if (segment === undefined) return null;
    if (part.startsWith('[')) ranks.push(2);
    else if (part === segment) ranks.push(3);
    else return null;
  }
  return parts.length === segments.length ? ranks : null;
}

const moreSpecific = (a: SegmentRank[], b: SegmentRank[]) => {
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    if ((a[i] ?? -1) !== (b[i] ?? -1)) return (a[i] ?? -1) > (b[i] ?? -1);
  }
  return false;
};

/** The most specific of the patterns that match the path, or null. */
export function matchingPattern(pathname: string, patterns: readonly string[]): string | null {
  const segments = pathname.split('/').filter(Boolean);
  let best: { pattern: string; ranks: SegmentRank[] } | null = null;
  for (const pattern of patterns) {
    const ranks = matchRanks(pattern, segments);
    if (ranks && (!best || moreSpecific(ranks, best.ranks))) best = { pattern, ranks };
  }
  return best?.pattern ?? null;
}

/** The page Next renders for a path: the most specific matching pattern, or the not-found page. */
export const pageOfPath = (pathname: string, pages: readonly string[]): string => matchingPattern(pathname, pages) ?? NOT_FOUND_PAGE;

/** `here`: the page at this path runs the action; `elsewhere`: only other pages do; `unknown`: not of this build. */
export function actionPlace(pages: ActionPages, id: string, pathname: string): 'here' | 'elsewhere' | 'unknown' {
  const runners = pages.actions.get(id);
  if (!runners) return 'unknown';
  return runners.has(pageOfPath(pathname, pages.pages)) ? 'here' : 'elsewhere';
}
