import { NextResponse, type NextRequest } from 'next/server';

const OVERRIDE = 'x-middleware-override-headers';
const PREFIX = 'x-middleware-request-';

/** The request headers the render will receive: the proxy's overrides when it set some, else the incoming ones. */
function forwardedHeaders(request: NextRequest, response: NextResponse): Headers {
  const overridden = response.headers.get(OVERRIDE);
  if (!overridden) return new Headers(request.headers);
  const headers = new Headers();
  for (const name of overridden.split(',').map((n) => n.trim()).filter(Boolean)) {
    const value = response.headers.get(PREFIX + name);
    if (value !== null) headers.set(name, value);
  }
  return headers;
}

/**
 * Forwards `request.cookies` (as changed by the proxy) to the render of this very request, keeping every
 * other header override the proxy already made (brand, CSP nonce…). Next encodes forwarded request headers
 * on the response; NextResponse.next builds that encoding and we copy it over.
 */
export function forwardRequestCookies(request: NextRequest, response: NextResponse): void {
  const headers = forwardedHeaders(request, response);
  const cookie = request.cookies.toString();
  if (cookie) headers.set('cookie', cookie);
  else headers.delete('cookie');
  const carrier = NextResponse.next({ request: { headers } });
  carrier.headers.forEach((value, key) => {
    if (key === OVERRIDE || key.startsWith(PREFIX)) response.headers.set(key, value);
  });
}
