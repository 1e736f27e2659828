import { disputes, kycDocuments, kycDocumentTypes, messages, options, sales, threads } from '../db/schema';
import { kycTypeRows } from '../db/seed/reference';
import type { createTestApp } from './harness';
import { sellingFixtures } from './selling-fixtures';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const parisMonth = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit' });

/** Noon on the 15th of the Paris month `k` months before `now`: far from any month boundary. */
export function monthsAgo(now: Date, k: number): Date {
  const [year, month] = parisMonth.format(now).split('-').map(Number);
  return new Date(Date.UTC(year, month - 1 - k, 15, 12));
}

/** `YYYY-MM` of `monthsAgo(now, k)`. */
export const monthKeyAgo = (now: Date, k: number) => monthsAgo(now, k).toISOString().slice(0, 7);

/**
 * Two lrp advisers' books with known figures, dated against the backend clock. Adviser `a` has, over the last
 * 12 months, 3 sales kept (330 000 €, 13 500 € commission) and 1 cancelled, one more sale 13 months ago, 3 clients,
 * 2 disputes opened (one closed) and one older dispute still in progress; adviser `b` has one sale this month.
 */
export async function statsFixtures(t: TestApp) {
  const f = sellingFixtures(t);
  const now = t.deps.clock.now();
  const at = (k: number) => monthsAgo(now, k);
  const a = await f.adviser('a@lrp.demo', 'lrp');
  const b = await f.adviser('b@lrp.demo', 'lrp');
  const outsider = await f.adviser('c@is.demo', 'is');

  const home = await f.residence({ name: 'Les Jardins du Lez' });
  const hidden = await f.residence({ name: 'Villa Réservée', brands: ['is'] });
  const impact = await f.residence({ name: 'Impact Solidaire', type: 'impact' });
  const [sold, optioned, free, othersLot] = await Promise.all(
    (['sold', 'optioned', 'available', 'optioned'] as const).map((status, i) => f.lot(home.id, `A${i + 1}`, { status, price: 200_000 })),
  );
  const hiddenLot = await f.lot(hidden.id, 'B1', { status: 'optioned' });

  const c1 = await f.client(a.user.id, { createdAt: at(0) });
  const c2 = await f.client(a.user.id, { prenom: 'Luc', nom: 'Bernard', email: 'luc@client.example', createdAt: at(0) });
  const c3 = await f.client(a.user.id, { prenom: 'Anne', nom: 'Roux', email: 'anne@client.example', createdAt: at(20) });
  const cb = await f.client(b.user.id);

  const sale = (adviserId: number, clientId: number, k: number, amount: number, commission: number, status: 'reserved' | 'signed' | 'acte' | 'cancelled', lotId?: number) =>
    ({ adviserId, clientId, amount, commission, status, createdAt: at(k), lotId: lotId ?? null });
  await t.db.insert(sales).values([
    sale(a.user.id, c1.id, 0, 200_000, 8_000, 'signed', sold.id),
    sale(a.user.id, c2.id, 0, 50_000, 1_000, 'cancelled'),
    sale(a.user.id, c1.id, 2, 100_000, 4_000, 'acte'),
    sale(a.user.id, c2.id, 2, 30_000, 1_500, 'reserved'),
    sale(a.user.id, c3.id, 13, 400_000, 16_000, 'signed'),
    sale(b.user.id, cb.id, 0, 500_000, 20_000, 'signed'),
  ]);

  const hours = (h: number) => new Date(now.getTime() + h * 3_600_000);
  const [soon] = await t.db
    .insert(options)
    .values([
      { lotId: optioned.id, adviserId: a.user.id, clientId: c2.id, status: 'placed', placedAt: at(0), expiresAt: hours(24) },
      { lotId: hiddenLot.id, adviserId: a.user.id, clientId: c1.id, status: 'placed', placedAt: at(0), expiresAt: hours(72) },
      { lotId: free.id, adviserId: a.user.id, clientId: c1.id, status: 'released', placedAt: at(0), expiresAt: hours(12) },
      { lotId: othersLot.id, adviserId: b.user.id, clientId: cb.id, status: 'placed', placedAt: at(0), expiresAt: hours(10) },
    ])
    .returning();

  await t.db.insert(disputes).values([
    { adviserId: a.user.id, clientId: c1.id, subject: 'Retard', description: 'd', status: 'open', openedAt: at(2) },
    { adviserId: a.user.id, clientId: c2.id, subject: 'Réserves', description: 'd', status: 'closed', openedAt: at(3), closedAt: at(1) },
    { adviserId: a.user.id, subject: 'Ancien', description: 'd', status: 'in_progress', openedAt: at(20) },
    { adviserId: b.user.id, subject: 'Autre', description: 'd', status: 'open', openedAt: at(0) },
  ]);

  await t.db.insert(kycDocumentTypes).values(kycTypeRows).onConflictDoNothing();
  await t.db.insert(kycDocuments).values([
    { userId: a.user.id, documentType: 'piece_identite', state: 'OK' },
    { userId: a.user.id, documentType: 'kbis', state: 'EN ATTENTE' },
    { userId: a.user.id, documentType: 'carte_cif', state: 'KO' },
    { userId: a.user.id, documentType: 'rc_pro', state: 'NON RECU' },
  ]);

  const [mine, theirs] = await t.db
    .insert(threads)
    .values([
      { userId: a.user.id, subject: 'Dossier de réservation', createdAt: at(1), updatedAt: at(0) },
      { userId: b.user.id, subject: 'Autre conseiller', createdAt: at(1), updatedAt: at(0) },
    ])
    .returning();
  await t.db.insert(messages).values([
    { threadId: mine.id, authorRole: 'staff', body: 'Réponse 1', createdAt: at(1) },
    { threadId: mine.id, authorRole: 'staff', body: 'Réponse 2', createdAt: at(0) },
    { threadId: mine.id, authorRole: 'staff', body: 'Lue', createdAt: at(1), readAt: at(1) },
    { threadId: mine.id, authorId: a.user.id, authorRole: 'cgp', body: 'Question', createdAt: at(1) },
    { threadId: theirs.id, authorRole: 'staff', body: 'Pas pour a', createdAt: at(0) },
  ]);

  return { now, a, b, outsider, residences: { home, hidden, impact }, lots: { sold, optioned, free, othersLot }, clients: { c1, c2, c3 }, soonOption: soon, thread: mine };
}
