import type { Db } from '../db/client';
import { recordAudit } from '../db/queries/back-office/audit';
import { kycTypeLabel, reviewKycDocument } from '../db/queries/kyc';
import { notifyKycReview } from '../db/queries/notifications';
import { findUserById, type UserRow } from '../db/queries/users';
import { kycDecisionMail } from '../mail/kyc-mails';
import type { MailOutbox } from '../mail/outbox';

type Decision = Parameters<typeof reviewKycDocument>[1] & {
  /** The staff member deciding (back office); the command line has none and leaves no audit line. */
  actor?: Pick<UserRow, 'id' | 'email'>;
};

/**
 * A staff decision on a KYC document (back office or command line), its notice and its mail to the owner and its
 * audit line: together or not at all.
 */
export async function decideKycDocument(deps: { db: Db; outbox: Pick<MailOutbox, 'enqueue'> }, decision: Decision) {
  const { actor, ...params } = decision;
  return deps.db.transaction(async (tx) => {
    const row = await reviewKycDocument(tx, params);
    if (!row) return row;
    await notifyKycReview(tx, { document: row, now: params.now });
    const owner = await findUserById(tx, { id: row.userId });
    const label = await kycTypeLabel(tx, { key: row.documentType });
    if (owner) await deps.outbox.enqueue(tx, kycDecisionMail({ to: owner.email, prenom: owner.prenom, label, state: params.state, reason: params.reason }));
    if (actor) {
      await recordAudit(tx, {
        actor,
        action: params.state === 'OK' ? 'kyc.accept' : 'kyc.refuse',
        targetType: 'kyc_document',
        targetId: row.id,
        brandCodes: owner ? [owner.brandCode] : [],
        details: { document_type: row.documentType, adviser: owner?.email, reason: params.reason },
        now: params.now,
      });
    }
    return row;
  });
}
