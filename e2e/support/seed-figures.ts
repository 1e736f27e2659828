import { sql, type SQL } from 'drizzle-orm';
import { openDatabase } from '../../backend/db/client';
import { seedDatabase } from '../../backend/db/seed';

/**
 * The e2e API holds its embedded database (one process per PGlite folder), so a test cannot read it. The demo seed
 * is deterministic for a given day, though: this opens a second, in-memory copy seeded the same day, and the test
 * computes the figures it expects with its own SQL, independent of the API's queries. Only tests on accounts
 * no other spec changes (directeur@lrp.demo) can rely on it.
 */
export async function openSeedCopy() {
  const { db, close } = await openDatabase({ inMemory: true });
  // The password hash is never checked here: no one logs in to this copy.
  await seedDatabase(db, { passwordHash: 'unused' });
  return {
    close,
    async rows<T>(query: SQL): Promise<T[]> {
      return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
    },
  };
}

export type SeedCopy = Awaited<ReturnType<typeof openSeedCopy>>;

/** Start and end (exclusive) of the last `months` calendar months in Paris, the current one included, as SQL. */
export const periodStart = (months: number) => sql`((date_trunc('month', now() at time zone 'Europe/Paris') - make_interval(months => ${months - 1})) at time zone 'Europe/Paris')`;
export const periodEnd = sql`((date_trunc('month', now() at time zone 'Europe/Paris') + interval '1 month') at time zone 'Europe/Paris')`;
export const adviserId = (email: string) => sql`(select id from users where email = ${email})`;

/** An adviser's sales of the last `months` months as the statistics count them: cancelled ones apart. */
export async function expectedSales(seed: SeedCopy, email: string, months: number) {
  const [row] = await seed.rows<{ ventes: number; montant: number; commission: number; annulees: number }>(sql`
    select count(*) filter (where status <> 'cancelled')::int as ventes,
           coalesce(sum(amount) filter (where status <> 'cancelled'), 0)::int as montant,
           coalesce(sum(commission) filter (where status <> 'cancelled'), 0)::int as commission,
           count(*) filter (where status = 'cancelled')::int as annulees
    from sales where adviser_id = ${adviserId(email)} and created_at >= ${periodStart(months)} and created_at < ${periodEnd}`);
  return row;
}

/** An adviser's clients: all of them, those who bought in the last 12 months, those created in them. */
export async function expectedClients(seed: SeedCopy, email: string) {
  const me = adviserId(email);
  const [row] = await seed.rows<{ clients: number; acheteurs: number; nouveaux: number }>(sql`
    select (select count(*)::int from clients where adviser_id = ${me}) as clients,
           (select count(distinct client_id)::int from sales where adviser_id = ${me} and status <> 'cancelled'
              and created_at >= ${periodStart(12)} and created_at < ${periodEnd}) as acheteurs,
           (select count(*)::int from clients where adviser_id = ${me} and created_at >= ${periodStart(12)} and created_at < ${periodEnd}) as nouveaux`);
  return row;
}
