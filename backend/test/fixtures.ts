import { hashPassword } from '../auth/passwords';
import type { Db } from '../db/client';
import { accountGroups, brands, menuEntries, staffBrands, users } from '../db/schema';
import { brandRows, menuRows } from '../db/seed/reference';

export const FIXTURE_PASSWORD = 'Demo-Partenaire-2026!';

let passwordHash: Promise<string> | undefined;
/** Hashing is deliberately slow; one hash serves every fixture account. */
export const fixtureHash = () => (passwordHash ??= hashPassword(FIXTURE_PASSWORD));

type UserInput = Partial<typeof users.$inferInsert> & { email: string };

/** Small, explicit data for API tests: brands, menu and whatever accounts a test asks for. */
export function fixtureBuilder(db: Db) {
  return {
    async base() {
      await db.insert(brands).values(brandRows).onConflictDoNothing();
      await db.insert(menuEntries).values(menuRows);
    },
    async user(input: UserInput) {
      const [row] = await db
        .insert(users)
        .values({
          prenom: 'Camille',
          nom: 'Martin',
          brandCode: 'lrp',
          activatedAt: new Date('2025-01-01T00:00:00Z'),
          passwordHash: await fixtureHash(),
          subscriptions: ['stats'],
          ...input,
        })
        .returning();
      // A staff member works for its own brand unless a test gives it others.
      if (row.role === 'staff') await db.insert(staffBrands).values({ userId: row.id, brandCode: row.brandCode });
      return row;
    },
    async assignBrands(userId: number, brandCodes: string[]) {
      await db.insert(staffBrands).values(brandCodes.map((brandCode) => ({ userId, brandCode }))).onConflictDoNothing();
    },
    async accountGroup(label: string) {
      const [row] = await db.insert(accountGroups).values({ label }).returning();
      return row;
    },
  };
}
