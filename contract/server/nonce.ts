// Imported by proxy.ts and by the app server's kept pages (lib/page-snapshots/snapshot-server.ts, run by Node without
// a build): no imports, erasable TypeScript only.

/** A CSP nonce: 128 random bits in base64, 24 characters, repeated on each of the page's scripts and stylesheets. */
export function newNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}
