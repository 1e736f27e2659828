import { createHash, randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { signatureRequests, signatureSigners } from '../db/schema';
import type { Deps } from '../deps';
import { signatureCodeMail } from '../mail/signature-mails';
import { stampSignatures } from './certificate';
import { CODE_TTL_MS, hashCode, MAX_ATTEMPTS, newCode, sameHash } from './one-time-code';
import type { SignatureProvider } from './provider';
import { messages } from '../../contract/messages';

const toBase64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const fromBase64 = (text: string) => new Uint8Array(Buffer.from(text, 'base64'));

/** In-app signature: one-time codes by mail, a certificate page appended once everyone signed. */
export function embeddedSignatureProvider(deps: Pick<Deps, 'db' | 'clock' | 'outbox'>): SignatureProvider {
  const { db, clock, outbox } = deps;
  const signerOf = async (id: string, role: string) =>
    (await db.select().from(signatureSigners).where(and(eq(signatureSigners.requestId, id), eq(signatureSigners.role, role))).limit(1))[0];

  return {
    async create({ title, document, signers }) {
      const id = randomUUID();
      await db.transaction(async (tx) => {
        await tx.insert(signatureRequests).values({
          id,
          title,
          document: toBase64(document),
          documentSha256: createHash('sha256').update(document).digest('hex'),
          createdAt: clock.now(),
        });
        await tx.insert(signatureSigners).values(signers.map((signer) => ({ requestId: id, ...signer })));
      });
      return { id };
    },

    async sendCode(id, role) {
      const [request] = await db.select().from(signatureRequests).where(eq(signatureRequests.id, id)).limit(1);
      const signer = await signerOf(id, role);
      if (!request || !signer || signer.signedAt || request.status !== 'pending') return;
      const code = newCode();
      await db.transaction(async (tx) => {
        await tx
          .update(signatureSigners)
          .set({ codeHash: hashCode(id, role, code), codeExpiresAt: new Date(clock.now().getTime() + CODE_TTL_MS), attempts: 0 })
          .where(eq(signatureSigners.id, signer.id));
        await outbox.enqueue(tx, signatureCodeMail({ to: signer.email, name: signer.name, title: request.title, code }));
      });
      void outbox.drain();
    },

    async sign(id, role, code) {
      const signer = await signerOf(id, role);
      if (!signer) return { ok: false, reason: 'Signataire inconnu' };
      if (signer.signedAt) return { ok: false, reason: messages.api.signature.alreadySigned };
      const now = clock.now();
      if (!signer.codeHash || !signer.codeExpiresAt || signer.codeExpiresAt <= now) {
        return { ok: false, reason: messages.api.signature.codeExpired };
      }
      if (signer.attempts >= MAX_ATTEMPTS) return { ok: false, reason: messages.api.signature.tooManyAttempts };
      if (!/^\d{6}$/.test(code) || !sameHash(signer.codeHash, hashCode(id, role, code))) {
        await db.update(signatureSigners).set({ attempts: signer.attempts + 1 }).where(eq(signatureSigners.id, signer.id));
        return { ok: false, reason: 'Code incorrect' };
      }
      await db.update(signatureSigners).set({ signedAt: now, codeHash: null }).where(eq(signatureSigners.id, signer.id));
      const signers = await db.select().from(signatureSigners).where(eq(signatureSigners.requestId, id)).orderBy(asc(signatureSigners.id));
      if (signers.some((s) => !s.signedAt)) return { ok: true, completed: false };
      const [request] = await db.select().from(signatureRequests).where(eq(signatureRequests.id, id)).limit(1);
      const signed = await stampSignatures({
        document: fromBase64(request.document),
        documentSha256: request.documentSha256,
        requestId: id,
        signers: signers.map((s) => ({ role: s.role, name: s.name, email: s.email, signedAt: s.signedAt! })),
      });
      await db
        .update(signatureRequests)
        .set({ status: 'completed', signedDocument: toBase64(signed), completedAt: now })
        .where(eq(signatureRequests.id, id));
      return { ok: true, completed: true };
    },

    async status(id) {
      const [request] = await db.select().from(signatureRequests).where(eq(signatureRequests.id, id)).limit(1);
      if (!request) return undefined;
      const signers = await db.select().from(signatureSigners).where(eq(signatureSigners.requestId, id)).orderBy(asc(signatureSigners.id));
      return {
        id,
        status: request.status,
        signers: signers.map((s) => ({ role: s.role, name: s.name, email: s.email, signedAt: s.signedAt })),
      };
    },

    async document(id) {
      const [request] = await db.select().from(signatureRequests).where(eq(signatureRequests.id, id)).limit(1);
      if (!request) return undefined;
      return request.signedDocument
        ? { bytes: fromBase64(request.signedDocument), signed: true }
        : { bytes: fromBase64(request.document), signed: false };
    },
  };
}
