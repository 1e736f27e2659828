import type { Db } from '../db/client';
import { clients, fundDocuments, fundModels, funds, lots, residences } from '../db/schema';

type ResidenceInput = Partial<typeof residences.$inferInsert> & { name: string };
type LotInput = Partial<typeof lots.$inferInsert>;

/** Small explicit catalogue rows for API tests. */
export function catalogueFixtures(db: Db) {
  return {
    async residence(input: ResidenceInput) {
      const [row] = await db
        .insert(residences)
        .values({
          type: 'neuf',
          city: 'Lyon',
          department: 'Rhône',
          postcode: '69003',
          lat: 45.76,
          lng: 4.85,
          description: 'Résidence de test',
          priceFrom: 180_000,
          priceTo: 420_000,
          yield: 3.5,
          ...input,
        })
        .returning();
      return row;
    },
    async lots(residenceId: number, count: number, make: (index: number) => LotInput = () => ({})) {
      const values = Array.from({ length: count }, (_, index) => ({
        residenceId,
        reference: `A${String(index + 1).padStart(3, '0')}`,
        typology: (['T1', 'T2', 'T3', 'T4', 'T5'] as const)[index % 5],
        floor: index % 6,
        surface: 25 + index,
        exposure: 'Sud',
        price: 150_000 + index * 1_000,
        rent: 600 + index,
        yield: 3.8,
        status: 'available' as const,
        ...make(index),
      }));
      return db.insert(lots).values(values).returning();
    },
    async fund(input: Partial<typeof funds.$inferInsert> & { name: string }) {
      const [row] = await db
        .insert(funds)
        .values({
          manager: 'Gestion Test',
          category: 'SCPI',
          description: 'Fonds de test',
          minSubscription: 1_000,
          sharePrice: 200,
          yield: 4.5,
          riskLevel: 3,
          ...input,
        })
        .returning();
      await db.insert(fundModels).values({ fundId: row.id, name: 'Prudent', description: 'Modèle prudent', minAmount: 5_000, allocation: [{ label: 'Bureaux', percent: 100 }] });
      await db.insert(fundDocuments).values({ fundId: row.id, kind: 'DIC', title: 'Document d’informations clés', url: '/docs/dic.pdf' });
      return row;
    },
    async client(adviserId: number, input: { prenom: string; nom: string; city?: string }) {
      const [row] = await db.insert(clients).values({ adviserId, ...input }).returning();
      return row;
    },
  };
}
