/** Document states of SPEC §4; PENDING is only ever a local pick, never a server state. */
export const KYC_STATES = ['OK', 'EN ATTENTE', 'KO', 'NON RECU'] as const;
export type KycState = (typeof KYC_STATES)[number];

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

/** Error body of the KYC route handlers (Laravel style, as the partner API). */
export interface KycErrorBody {
  message: string;
  errors?: Record<string, string[]>;
}

/** SPEC §4 Login 3: some document of the adviser is not OK (optional documents never sent do not count). */
export function needsDocumentUpdate(documents: KycDocumentView[]): boolean {
  return documents.some((doc) => doc.state !== 'OK' && (doc.required || doc.state !== 'NON RECU'));
}
