// Imported by next.config.mjs and by the app server (scripts/app-server.mjs, run by Node without a build): relative
// imports only, erasable TypeScript only.

/** Headers every answer of the app carries, whatever the request; the CSP (per-request nonce) is set in proxy.ts. */
export const SECURITY_HEADERS: ReadonlyArray<{ key: string; value: string }> = [
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(self)' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
];
