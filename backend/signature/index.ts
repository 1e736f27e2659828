import type { Deps } from '../deps';
import { embeddedSignatureProvider } from './embedded';
import type { SignatureProvider } from './provider';

export type { SignatureProvider } from './provider';

/** The signature service in use; a commercial provider would be chosen here from configuration. */
export function signatureProvider(deps: Deps): SignatureProvider {
  return embeddedSignatureProvider(deps);
}
