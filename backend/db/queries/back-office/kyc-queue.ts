import { and, asc, eq, inArray } from 'drizzle-orm';
import { kycDocuments, kycDocumentTypes, users } from '../../schema';
import type { DbOrTx } from '../../tx';

const queueColumns = {
  id: kycDocuments.id,
  documentType: kycDocuments.documentType,
  label: kycDocumentTypes.label,
  mime: kycDocuments.mime,
  filePath: kycDocuments.filePath,
  uploadedAt: kycDocuments.uploadedAt,
  userId: users.id,
  email: users.email,
  prenom: users.prenom,
  nom: users.nom,
  brandCode: users.brandCode,
};

/** Documents of the caller's brands waiting for a decision, oldest first, narrowed to one brand or type. */
export async function listKycQueue(db: DbOrTx, params: { brandCodes: string[]; brand?: string; type?: string }) {
  const brands = params.brand ? params.brandCodes.filter((code) => code === params.brand) : params.brandCodes;
  if (!brands.length) return [];
  return db
    .select(queueColumns)
    .from(kycDocuments)
    .innerJoin(kycDocumentTypes, eq(kycDocumentTypes.key, kycDocuments.documentType))
    .innerJoin(users, eq(users.id, kycDocuments.userId))
    .where(
      and(
        eq(kycDocuments.state, 'EN ATTENTE'),
        inArray(users.brandCode, brands),
        params.type ? eq(kycDocuments.documentType, params.type) : undefined,
      ),
    )
    .orderBy(asc(kycDocuments.uploadedAt), asc(kycDocuments.id));
}

/** One document of an adviser of the caller's brands, whatever its state (undefined otherwise: 404). */
export async function findBrandKycDocument(db: DbOrTx, params: { id: number; brandCodes: string[] }) {
  const [row] = await db
    .select(queueColumns)
    .from(kycDocuments)
    .innerJoin(kycDocumentTypes, eq(kycDocumentTypes.key, kycDocuments.documentType))
    .innerJoin(users, eq(users.id, kycDocuments.userId))
    .where(and(eq(kycDocuments.id, params.id), inArray(users.brandCode, params.brandCodes)))
    .limit(1);
  return row;
}
