import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../tx';
import { kycDocuments, kycDocumentTypes, users } from '../schema';
import type { UserRow } from './users';

export type KycState = (typeof kycDocuments.$inferSelect)['state'];
export type KycDocumentRow = typeof kycDocuments.$inferSelect;
export type KycTypeRow = typeof kycDocumentTypes.$inferSelect;

export interface KycEntry {
  type: KycTypeRow;
  document: KycDocumentRow | undefined;
}

/** Document types asked of advisers of this brand, in display order. */
export async function listKycTypesForBrand(db: DbOrTx, params: { brandCode: string }): Promise<KycTypeRow[]> {
  const rows = await db.select().from(kycDocumentTypes).orderBy(asc(kycDocumentTypes.position));
  return rows.filter((row) => !row.brands || row.brands.includes(params.brandCode));
}

/** The caller's documents, one entry per type of its brand; a type never sent has no document row. */
export async function listKycForCaller(db: DbOrTx, params: { caller: UserRow }): Promise<KycEntry[]> {
  const types = await listKycTypesForBrand(db, { brandCode: params.caller.brandCode });
  const documents = await db.select().from(kycDocuments).where(eq(kycDocuments.userId, params.caller.id));
  return types.map((type) => ({ type, document: documents.find((doc) => doc.documentType === type.key) }));
}

/** One of the caller's own stored documents (staff read advisers' files through the back office, by brand). */
export async function findKycDocumentForCaller(
  db: DbOrTx,
  params: { caller: UserRow; id: number },
): Promise<KycDocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(kycDocuments)
    .where(and(eq(kycDocuments.id, params.id), eq(kycDocuments.userId, params.caller.id)))
    .limit(1);
  return row;
}

export interface StoredUpload {
  documentType: string;
  filePath: string;
  mime: string;
  size: number;
}

const KYC_UPLOAD_LOCK = 7_319_020;

/**
 * Records new files for the caller (state EN ATTENTE, reason cleared) and answers the file paths they replace,
 * for the caller to delete once the transaction has committed.
 */
export async function recordKycUploads(
  db: DbOrTx,
  params: { caller: UserRow; uploads: StoredUpload[]; now: Date },
): Promise<string[]> {
  const { caller, uploads, now } = params;
  // Uploads of one adviser run one at a time from here: each sees the file the previous one stored, so every
  // replaced file is deleted (rows of a first upload do not exist yet, hence a lock on the adviser, not on rows).
  await db.execute(sql`select pg_advisory_xact_lock(${KYC_UPLOAD_LOCK}, ${caller.id})`);
  const previous = await db
    .select({ filePath: kycDocuments.filePath })
    .from(kycDocuments)
    .where(and(eq(kycDocuments.userId, caller.id), inArray(kycDocuments.documentType, uploads.map((u) => u.documentType))));
  for (const upload of uploads) {
    const values = {
      state: 'EN ATTENTE' as const,
      filePath: upload.filePath,
      mime: upload.mime,
      size: upload.size,
      reason: null,
      uploadedAt: now,
      updatedAt: now,
    };
    await db
      .insert(kycDocuments)
      .values({ userId: caller.id, documentType: upload.documentType, ...values })
      .onConflictDoUpdate({ target: [kycDocuments.userId, kycDocuments.documentType], set: values });
  }
  return previous.map((row) => row.filePath).filter((p): p is string => Boolean(p));
}

/** Staff decision on a document: OK or KO with a reason. Answers the updated row, or undefined. */
export async function reviewKycDocument(
  db: DbOrTx,
  params: { id: number; state: 'OK' | 'KO'; reason: string | null; now: Date },
): Promise<KycDocumentRow | undefined> {
  const [row] = await db
    .update(kycDocuments)
    .set({ state: params.state, reason: params.reason, updatedAt: params.now })
    .where(eq(kycDocuments.id, params.id))
    .returning();
  return row;
}

export interface KycReviewItem {
  id: number;
  documentType: string;
  label: string;
  state: KycState;
  uploadedAt: Date | null;
  userId: number;
  email: string;
  brandCode: string;
}

/** Documents waiting for a staff decision, oldest first. */
export async function listKycAwaitingReview(db: DbOrTx): Promise<KycReviewItem[]> {
  return db
    .select({
      id: kycDocuments.id,
      documentType: kycDocuments.documentType,
      label: kycDocumentTypes.label,
      state: kycDocuments.state,
      uploadedAt: kycDocuments.uploadedAt,
      userId: users.id,
      email: users.email,
      brandCode: users.brandCode,
    })
    .from(kycDocuments)
    .innerJoin(kycDocumentTypes, eq(kycDocumentTypes.key, kycDocuments.documentType))
    .innerJoin(users, eq(users.id, kycDocuments.userId))
    .where(eq(kycDocuments.state, 'EN ATTENTE'))
    .orderBy(asc(kycDocuments.uploadedAt), asc(kycDocuments.id));
}

/** A user's document of one type (CLI lookups by email and type). */
export async function findKycDocumentOfUser(
  db: DbOrTx,
  params: { email: string; documentType: string },
): Promise<KycDocumentRow | undefined> {
  const [row] = await db
    .select({ document: kycDocuments })
    .from(kycDocuments)
    .innerJoin(users, eq(users.id, kycDocuments.userId))
    .where(and(eq(users.email, params.email.toLowerCase()), eq(kycDocuments.documentType, params.documentType)))
    .limit(1);
  return row?.document;
}

/** How advisers read a document type ("Attestation RC Pro"); the key itself if the type is gone. */
export async function kycTypeLabel(db: DbOrTx, params: { key: string }): Promise<string> {
  const [row] = await db.select({ label: kycDocumentTypes.label }).from(kycDocumentTypes).where(eq(kycDocumentTypes.key, params.key)).limit(1);
  return row?.label ?? params.key;
}
