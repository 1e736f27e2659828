import type { DbOrTx } from '../tx';
import { accountGroups, kycDocuments, staffBrands, users } from '../schema';
import { brandRows, kycTypeRows } from './reference';

export const DEMO_PASSWORD = 'Demo-Partenaire-2026!';

type UserInsert = typeof users.$inferInsert;

const ALL_BRANDS = brandRows.map((brand) => brand.code);

/** One back-office member per brand; staff@back-office.demo works for every brand. */
const STAFF_OF_ONE_BRAND = [
  { email: 'staff@lrp.demo', prenom: 'Hugo', nom: 'Lambert', brandCode: 'lrp' },
  { email: 'staff@lci.demo', prenom: 'Inès', nom: 'Mercier', brandCode: 'lci' },
  { email: 'staff@is.demo', prenom: 'Paul', nom: 'Girard', brandCode: 'is' },
  { email: 'staff@icm.demo', prenom: 'Léa', nom: 'Faure', brandCode: 'icm' },
];

/** ARCHITECTURE §6 demo accounts; tests and newcomers rely on these emails and flags. */
export async function seedAccounts(db: DbOrTx, passwordHash: string, now: Date) {
  const [group] = await db.insert(accountGroups).values({ label: 'Cabinets de Marie Lefèvre' }).returning();
  const active = { passwordHash, activatedAt: now, subscriptions: ['stats'], createdAt: now, updatedAt: now };
  const rows: UserInsert[] = [
    { email: 'conseiller@lrp.demo', civilite: 'M.', prenom: 'Julien', nom: 'Moreau', telephone: '0601020304', cabinet: 'Moreau Patrimoine', brandCode: 'lrp', ...active },
    { email: 'conseiller@lci.demo', civilite: 'Mme', prenom: 'Sophie', nom: 'Bernard', telephone: '0611223344', cabinet: 'Bernard Conseil', brandCode: 'lci', ...active },
    { email: 'conseiller@is.demo', civilite: 'M.', prenom: 'Thomas', nom: 'Petit', telephone: '0622334455', cabinet: 'Petit & Associés', brandCode: 'is', ...active },
    { email: 'conseiller@icm.demo', civilite: 'Mme', prenom: 'Claire', nom: 'Durand', telephone: '0633445566', cabinet: 'Durand Finance', brandCode: 'icm', ...active, subscriptions: [] },
    { email: 'directeur@lrp.demo', civilite: 'M.', prenom: 'Philippe', nom: 'Garnier', telephone: '0644556677', cabinet: 'Garnier Gestion Privée', brandCode: 'lrp', directeur: true, ...active },
    { email: 'faible@lrp.demo', civilite: 'M.', prenom: 'Lucas', nom: 'Roux', telephone: '0655667788', cabinet: 'Roux Patrimoine', brandCode: 'lrp', weakPassword: true, ...active },
    { email: 'multi@lci.demo', civilite: 'Mme', prenom: 'Marie', nom: 'Lefèvre', telephone: '0666778899', cabinet: 'Lefèvre Patrimoine', brandCode: 'lci', accountGroupId: group.id, ...active },
    { email: 'multi.cabinet@lci.demo', civilite: 'Mme', prenom: 'Marie', nom: 'Lefèvre', telephone: '0666778899', cabinet: 'Azur Invest', brandCode: 'lci', accountGroupId: group.id, ...active },
    { email: 'nouveau@is.demo', civilite: 'M.', prenom: 'Noé', nom: 'Fontaine', telephone: '0677889900', cabinet: 'Fontaine Conseil', brandCode: 'is', passwordHash: null, activatedAt: null, createdAt: now, updatedAt: now },
    { email: 'staff@back-office.demo', civilite: 'Mme', prenom: 'Agnès', nom: 'Caron', cabinet: 'Back-office', brandCode: 'is', role: 'staff', ...active },
    ...STAFF_OF_ONE_BRAND.map(({ email, prenom, nom, brandCode }) => ({ email, prenom, nom, cabinet: 'Back-office', brandCode, role: 'staff' as const, ...active })),
  ];
  const inserted = await db.insert(users).values(rows).returning();
  const byEmail = new Map(inserted.map((u) => [u.email, u]));
  await db.insert(staffBrands).values(
    inserted.filter((u) => u.role === 'staff').flatMap((u) => (u.email === 'staff@back-office.demo' ? ALL_BRANDS : [u.brandCode]).map((brandCode) => ({ userId: u.id, brandCode }))),
  );

  // KYC: every adviser complete, except conseiller@lrp.demo who misses one piece (documents modal).
  const kyc = inserted
    .filter((u) => u.role === 'cgp' && u.activatedAt)
    .flatMap((u) =>
      kycTypeRows.map((type) => {
        const missing = u.email === 'conseiller@lrp.demo' && type.key === 'rc_pro';
        return {
          userId: u.id,
          documentType: type.key,
          state: missing ? ('NON RECU' as const) : ('OK' as const),
          filePath: missing ? null : `kyc/${u.id}/${type.key}.pdf`,
          mime: missing ? null : 'application/pdf',
          size: null, // recorded with the file by seedKycFiles
          uploadedAt: missing ? null : now,
          updatedAt: now,
        };
      }),
    );
  await db.insert(kycDocuments).values(kyc);
  return { users: inserted, byEmail };
}
