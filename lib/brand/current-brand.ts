import 'server-only';
import { headers } from 'next/headers';
import { BRANDS, DEFAULT_BRAND, isBrandCode, type Brand } from './brands';
import { BRAND_HEADER } from '../http/request-headers';
import { readSession } from '../auth/session';

/** The brand of this request: the logged-in adviser's, else the host's (set by proxy.ts), else the default. */
export async function getCurrentBrand(): Promise<Brand> {
  const session = await readSession();
  if (session?.marque && isBrandCode(session.marque)) return BRANDS[session.marque];
  const fromHost = (await headers()).get(BRAND_HEADER);
  return BRANDS[isBrandCode(fromHost) ? fromHost : DEFAULT_BRAND];
}
