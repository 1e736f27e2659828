/** A CSP nonce: 128 random bits in base64, 24 characters, repeated on each of the page's scripts and stylesheets. */
export function newNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}
