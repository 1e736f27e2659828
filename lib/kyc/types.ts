import type { ErrorBody } from '@/contract/answers';
import type { KycState } from '@/contract/kyc';

export type { KycState } from '@/contract/kyc';

/** One KYC document as the browser sees it: no API path, only the app's own file link. */
export interface KycDocumentView {
  type: string;
  nom: string;
  state: KycState;
  /** `/api/kyc/files/<id>` when a file is on record. */
  fileUrl: string | null;
  required: boolean;
  reason: string | null;
}

/** Error body of the KYC route handlers: the partner API's own. */
export type KycErrorBody = ErrorBody;

/** SPEC §4 Login 3: some document of the adviser is not OK (optional documents never sent do not count). */
export function needsDocumentUpdate(documents: KycDocumentView[]): boolean {
  return documents.some((doc) => doc.state !== 'OK' && (doc.required || doc.state !== 'NON RECU'));
}
