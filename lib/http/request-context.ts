import 'server-only';
import { headers } from 'next/headers';
import { REQUEST_ID_HEADER } from '@/platform/request-id';
import { NONCE_HEADER, PATHNAME_HEADER } from './request-headers';

/** The CSP nonce of this request (proxy.ts), for inline scripts Next does not tag itself. */
export async function getNonce(): Promise<string | undefined> {
  return (await headers()).get(NONCE_HEADER) ?? undefined;
}

/** Path of the page being rendered (proxy.ts), for screens Next gives no params to, such as not-found. */
export async function getRequestPath(): Promise<string> {
  return (await headers()).get(PATHNAME_HEADER) ?? '/';
}

/** The id proxy.ts gave this request; undefined outside a request (start, build) or on paths it does not see. */
export async function getRequestId(): Promise<string | undefined> {
  try {
    return (await headers()).get(REQUEST_ID_HEADER) ?? undefined;
  } catch {
    return undefined;
  }
}
