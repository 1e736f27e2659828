import type { Db } from '../db/client';
import { reviewKycDocument } from '../db/queries/kyc';
import { notifyKycReview } from '../db/queries/notifications';

/** A staff decision on a KYC document (API or command line) and its notice to the owner, together or not at all. */
export async function decideKycDocument(db: Db, params: Parameters<typeof reviewKycDocument>[1]) {
  return db.transaction(async (tx) => {
    const row = await reviewKycDocument(tx, params);
    if (row) await notifyKycReview(tx, { document: row, now: params.now });
    return row;
  });
}
