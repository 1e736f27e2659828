/**
 * The page to print when `raw` is a page of this very site: same origin as the request, whose host is a brand's,
 * and a page rather than an API route or a build file. Anything else is refused (no request leaves for elsewhere).
 */
export function printableUrl(raw: string, requestOrigin: string, isBrandHost: (host: string) => boolean): URL | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.origin !== requestOrigin || !isBrandHost(url.host)) return null;
  if (url.username || url.password) return null;
  if (/^\/(api|_next)(\/|$)/.test(url.pathname)) return null;
  url.hash = '';
  return url;
}

/** The origin the browser addressed: the forwarded protocol behind a proxy, the Host header. */
export function requestOrigin(headers: { get(name: string): string | null }, fallbackProtocol: string): string | null {
  const host = (headers.get('x-forwarded-host') ?? headers.get('host'))?.split(',')[0]?.trim();
  if (!host) return null;
  const protocol = headers.get('x-forwarded-proto')?.split(',')[0]?.trim() || fallbackProtocol.replace(/:$/, '');
  return `${protocol}://${host}`;
}

/** A download name from the page path: `/comparaison` → `comparaison.pdf`, `/` → `accueil.pdf`. */
export function pdfFileName(url: URL): string {
  const name = url.pathname.replace(/^\/+|\/+$/g, '').replace(/[^A-Za-z0-9-]+/g, '-');
  return `${name || 'accueil'}.pdf`;
}
