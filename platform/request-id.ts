/** Carried from the browser's request through the app to every partner API call it makes, and echoed back. */
export const REQUEST_ID_HEADER = 'x-request-id';

const ACCEPTED = /^[A-Za-z0-9._:-]{8,128}$/;

/** The caller's id when it looks like one (a balancer's or a client's), otherwise a new one. */
export function acceptedRequestId(value: string | null | undefined): string {
  return value && ACCEPTED.test(value) ? value : crypto.randomUUID();
}
