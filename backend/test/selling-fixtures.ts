import { startSession } from '../auth/sessions';
import { clients, fundModels, funds, lots, optionneurs, residences } from '../db/schema';
import type { TestApp } from './harness';

/** Small catalogue and adviser books for the selling API tests. */
export function sellingFixtures(t: TestApp) {
  const { db } = t;
  return {
    async adviser(email: string, brandCode = 'is') {
      const user = await t.fixtures.user({ email, brandCode, prenom: 'Claire', nom: email.split('@')[0] });
      const { access_token } = await startSession(t.deps, user.id, { secondFactorPassed: true });
      return { user, token: access_token };
    },
    /** A new token at the current (possibly moved) backend clock, its second factor given (staff need one). */
    async token(userId: number) {
      return (await startSession(t.deps, userId, { secondFactorPassed: true })).access_token;
    },
    async residence(input: Partial<typeof residences.$inferInsert> = {}) {
      const [row] = await db
        .insert(residences)
        .values({
          type: 'neuf',
          name: 'Les Jardins du Lez',
          city: 'Montpellier',
          department: '34',
          postcode: '34000',
          lat: 43.6,
          lng: 3.88,
          description: 'Résidence neuve',
          priceFrom: 180_000,
          priceTo: 420_000,
          deliveryDate: '2027-06-30',
          ...input,
        })
        .returning();
      return row;
    },
    async lot(residenceId: number, reference: string, input: Partial<typeof lots.$inferInsert> = {}) {
      const [row] = await db
        .insert(lots)
        .values({ residenceId, reference, typology: 'T2', floor: 1, surface: 42, price: 250_000, ...input })
        .returning();
      return row;
    },
    async client(adviserId: number, input: Partial<typeof clients.$inferInsert> = {}) {
      const [row] = await db
        .insert(clients)
        .values({ adviserId, prenom: 'Jeanne', nom: 'Dupont', email: 'jeanne.dupont@client.example', birthDate: '1980-04-12', ...input })
        .returning();
      return row;
    },
    async optionneur(adviserId: number) {
      const [row] = await db.insert(optionneurs).values({ adviserId, prenom: 'Paul', nom: 'Girard' }).returning();
      return row;
    },
    async fund() {
      const [fund] = await db
        .insert(funds)
        .values({
          name: 'SCPI Pierre Avenir',
          manager: 'Avenir Gestion',
          category: 'SCPI',
          description: 'SCPI de rendement',
          minSubscription: 5_000,
          sharePrice: 200,
          riskLevel: 3,
        })
        .returning();
      const [model] = await db
        .insert(fundModels)
        .values({ fundId: fund.id, name: 'Équilibre', description: 'Allocation équilibrée', minAmount: 5_000 })
        .returning();
      return { fund, model };
    },
  };
}
