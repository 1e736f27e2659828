/** Request headers set by proxy.ts for server components; any value sent by the browser is overwritten. */
export const BRAND_HEADER = 'x-brand';
export const NONCE_HEADER = 'x-nonce';
export const PATHNAME_HEADER = 'x-pathname';
