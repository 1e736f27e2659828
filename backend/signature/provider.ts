/**
 * What the product needs from an e-signature service. The embedded provider (one-time codes by mail, signature
 * certificate page) implements it; a commercial provider (Yousign, Docusign…) can replace it behind this interface.
 */
export type SignerInput = { role: string; name: string; email: string };

export type SignatureStatus = {
  id: string;
  status: 'pending' | 'completed' | 'cancelled';
  signers: { role: string; name: string; email: string; signedAt: Date | null }[];
};

export interface SignatureProvider {
  /** Registers the document and its signers; nothing is sent yet. */
  create(params: { title: string; document: Uint8Array; signers: SignerInput[] }): Promise<{ id: string }>;
  /** Sends (or re-sends) a signer's one-time code. */
  sendCode(id: string, role: string): Promise<void>;
  /** Checks a signer's code; `invalid` answers carry a French reason. */
  sign(id: string, role: string, code: string): Promise<{ ok: true; completed: boolean } | { ok: false; reason: string }>;
  status(id: string): Promise<SignatureStatus | undefined>;
  /** The signed document once every signer signed, else the document to sign. */
  document(id: string): Promise<{ bytes: Uint8Array; signed: boolean } | undefined>;
}
