import { count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../test/test-db';
import type { Db } from '../client';
import { clients, contentItems, followUps, fundModels, funds, lots, menuEntries, notifications, options, residences, sales, users } from '../schema';
import { FOLLOW_UP_KINDS } from '../../../contract/follow-up-kinds';
import { seedDatabase } from './index';

const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closers) await close();
});

async function seeded(now: Date) {
  const { db, close } = await createTestDb();
  closers.push(close);
  await seedDatabase(db, { now, passwordHash: 'hash-for-test' });
  return { db };
}

const snapshot = async (db: Db) => ({
  residences: await db.select().from(residences).orderBy(residences.id),
  lots: await db.select().from(lots).orderBy(lots.id),
  funds: await db.select().from(funds).orderBy(funds.id),
  users: await db.select().from(users).orderBy(users.id),
  clients: await db.select().from(clients).orderBy(clients.id),
  options: await db.select().from(options).orderBy(options.id),
});

describe('full demo seed', () => {
  it('is deterministic, holds the advertised volumes and demo accounts, and writes its names in proper French', async () => {
    const now = new Date('2026-03-02T10:00:00Z');
    const a = await seeded(now);
    const b = await seeded(now);
    // Compared as JSON text: a deep diff of ~2,000 rows is needlessly slow.
    expect(JSON.stringify(await snapshot(a.db))).toBe(JSON.stringify(await snapshot(b.db)));

    const total = async (table: typeof residences | typeof lots | typeof funds | typeof fundModels | typeof sales | typeof contentItems | typeof menuEntries) =>
      (await a.db.select({ n: count() }).from(table))[0].n;
    expect(await total(residences)).toBeGreaterThanOrEqual(40);
    expect(await total(lots)).toBeGreaterThanOrEqual(1500);
    expect(await total(funds)).toBe(12);
    expect(await total(fundModels)).toBe(36);
    expect(await total(sales)).toBeGreaterThan(0);
    expect(await total(contentItems)).toBeGreaterThan(40);
    expect(await total(menuEntries)).toBeGreaterThan(15);
    const types = new Set((await a.db.select({ type: residences.type }).from(residences)).map((r) => r.type));
    expect([...types].sort()).toEqual(['ancien', 'decote', 'impact', 'lmnp', 'neuf', 'residentiel']);
    const [first] = await a.db.select().from(residences).orderBy(residences.id).limit(1);
    const firstLots = await a.db.select({ id: lots.id }).from(lots).where(eqResidence(first.id));
    expect(firstLots).toHaveLength(200);

    const emails = (await a.db.select({ email: users.email }).from(users)).map((u) => u.email);
    expect(emails).toEqual(
      expect.arrayContaining([
        'conseiller@lrp.demo', 'conseiller@lci.demo', 'conseiller@is.demo', 'conseiller@icm.demo',
        'directeur@lrp.demo', 'faible@lrp.demo', 'multi@lci.demo', 'multi.cabinet@lci.demo', 'nouveau@is.demo', 'staff@back-office.demo', 'staff@lrp.demo',
      ]),
    );

    // Names and texts read as French: « des Cèdres », « d'Horizon », « Allocation prudente », the programme named.
    const names = (await a.db.select({ name: residences.name }).from(residences)).map((r) => r.name);
    expect(names.filter((name) => / de (Les? |[AEIOUYÉÈÊH])/.test(name))).toEqual([]);
    expect(names).toEqual(expect.arrayContaining(['Le Carré des Cèdres', "Les Jardins d'Horizon"]));
    const allocations = (await a.db.select({ text: fundModels.description }).from(fundModels)).map((m) => m.text);
    expect(new Set(allocations)).toEqual(new Set(['Allocation prudente du fonds', 'Allocation équilibrée du fonds', 'Allocation dynamique du fonds']));
    const kinds = new Set((await a.db.select({ kind: followUps.kind }).from(followUps)).map((f) => f.kind));
    expect([...kinds].every((kind) => (FOLLOW_UP_KINDS as readonly string[]).includes(kind))).toBe(true);
    const programmeNews = await a.db.select({ body: notifications.body }).from(notifications).where(eq(notifications.title, 'Nouveau programme'));
    expect(programmeNews.length).toBeGreaterThan(0);
    for (const { body } of programmeNews) expect(body).toMatch(/^Le programme neuf « .+ » est disponible\.$/);
  }, 180_000); // two full seeds: minutes on a busy machine
});

const eqResidence = (id: number) => eq(lots.residenceId, id);
