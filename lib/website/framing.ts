/** What the brand's public website lets the extranet do: show it in a frame, or only link to it. */
export type Framing = 'framable' | 'refused' | 'unreachable';

const CHECK_TIMEOUT_MS = 3000;
const KEEP_MS = 10 * 60_000;
const known = new Map<string, { framing: Framing; until: number }>();

/** From the site's answer headers: X-Frame-Options or a CSP frame-ancestors list that leaves `appOrigin` out refuse. */
export function framingOfHeaders(headers: Headers, appOrigin: string): Exclude<Framing, 'unreachable'> {
  const frameOptions = headers.get('x-frame-options')?.trim().toLowerCase();
  if (frameOptions === 'deny' || frameOptions === 'sameorigin') return 'refused';
  const ancestors = (headers.get('content-security-policy') ?? '')
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .find(([name]) => name.toLowerCase() === 'frame-ancestors');
  if (!ancestors) return 'framable';
  const sources = ancestors.slice(1).map((source) => source.replace(/\/+$/, '').toLowerCase());
  return sources.includes('*') || sources.includes(appOrigin.toLowerCase()) ? 'framable' : 'refused';
}

/**
 * Asks the site once (answer kept ten minutes): a browser shows only a broken-frame icon when the site is down or
 * refuses frames, and a page cannot see why from inside, so the server checks before drawing the frame.
 */
export async function websiteFraming(url: string, appOrigin: string, fetchSite: typeof fetch = fetch, now = Date.now()): Promise<Framing> {
  const kept = known.get(url);
  if (kept && kept.until > now) return kept.framing;
  let framing: Framing;
  try {
    const response = await fetchSite(url, { redirect: 'follow', signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
    await response.body?.cancel();
    framing = response.ok ? framingOfHeaders(response.headers, appOrigin) : 'unreachable';
  } catch {
    framing = 'unreachable';
  }
  known.set(url, { framing, until: now + KEEP_MS });
  return framing;
}
