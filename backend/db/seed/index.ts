import { count } from 'drizzle-orm';
import { hashPassword } from '../../auth/passwords';
import type { Db } from '../client';
import { brandContacts, brands, kycDocumentTypes, menuEntries, users } from '../schema';
import { DEMO_PASSWORD, seedAccounts } from './accounts';
import { seedActivity } from './activity';
import { seedCatalogue } from './catalogue';
import { seedCatalogueSubscriptions } from './catalogue-subscriptions';
import { seedContent } from './content';
import { seedSelling } from './selling';
import { seedSurveys } from './surveys';
import { createPrng } from './prng';
import { brandContactRows, brandRows, kycTypeRows, menuRows } from './reference';

export { DEMO_PASSWORD };

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return row.n === 0;
}

/**
 * Deterministic demo data (seeded PRNG, dates relative to the day of seeding). One argon2id hash is
 * computed and shared by every demo account so seeding stays fast.
 */
export async function seedDatabase(db: Db, options: { now?: Date; passwordHash?: string } = {}) {
  const now = startOfDay(options.now ?? new Date());
  const rng = createPrng(20_260_101);
  const passwordHash = options.passwordHash ?? (await hashPassword(DEMO_PASSWORD));
  await db.transaction(async (tx) => {
    await tx.insert(brands).values(brandRows);
    await tx.insert(menuEntries).values(menuRows);
    await tx.insert(kycDocumentTypes).values(kycTypeRows);
    await tx.insert(brandContacts).values(brandContactRows);
    const { users: accounts } = await seedAccounts(tx, passwordHash, now);
    const catalogue = await seedCatalogue(tx, rng, now);
    await seedCatalogueSubscriptions(tx);
    const advisers = accounts.filter((u) => u.role === 'cgp' && u.activatedAt);
    await seedActivity(tx, rng, now, advisers, catalogue.lots, catalogue.fundIds);
    await seedSelling(tx);
    await seedContent(tx, rng, now);
    await seedSurveys(tx, now);
  });
}

function startOfDay(date: Date): Date {
  const d = new Date(date);
  d.setUTCHours(8, 0, 0, 0);
  return d;
}
