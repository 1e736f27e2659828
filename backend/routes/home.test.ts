import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/harness';
import { statsFixtures } from '../test/stats-fixtures';

let t: Awaited<ReturnType<typeof createTestApp>>;
let book: Awaited<ReturnType<typeof statsFixtures>>;

beforeAll(async () => {
  t = await createTestApp();
  book = await statsFixtures(t);
});
afterAll(() => t.close());

type Block = { display: { page: string }; figures: { key: string; value: number }[]; residences?: { id: number; name: string }[]; charts: unknown[] };
const block = (blocks: Block[], page: string) => blocks.find((b) => b.display.page === page)!;
const figures = (b: Block) => Object.fromEntries(b.figures.map((f) => [f.key, f.value]));

describe('GET /api/accueil', () => {
  it('answers the sales, clients and residences blocks of the caller’s last 12 months', async () => {
    const res = await t.call('GET', '/api/accueil', { token: book.a.token });
    expect(res.status).toBe(200);
    const blocks: Block[] = res.body.data;
    expect(blocks.map((b) => b.display.page)).toEqual(['stats/ventes', 'stats/clients', 'residences']);
    expect(figures(block(blocks, 'stats/ventes'))).toEqual({ ventes: 3, montant: 330_000, commission: 13_500 });
    expect(figures(block(blocks, 'stats/clients'))).toEqual({ clients: 3, nouveaux: 2, acheteurs: 2 });
  });

  it('lists only residences of the caller’s brand where the caller has activity', async () => {
    const res = await t.call('GET', '/api/accueil', { token: book.a.token });
    const residences = block(res.body.data, 'residences').residences!;
    expect(residences).toEqual([
      { id: book.residences.home.id, name: 'Les Jardins du Lez', city: 'Montpellier', options: 1, reservations: 0, sales: 1, amount: 200_000 },
    ]);
  });

  it('answers empty figures to an adviser with no book, and 401 without a token', async () => {
    const res = await t.call('GET', '/api/accueil', { token: book.outsider.token });
    expect(figures(block(res.body.data, 'stats/ventes'))).toEqual({ ventes: 0, montant: 0, commission: 0 });
    expect(block(res.body.data, 'residences').residences).toEqual([]);
    expect((await t.call('GET', '/api/accueil')).status).toBe(401);
  });
});

describe('GET /api/accueil/business', () => {
  it('lists the caller’s options expiring within 48 h, KYC documents to send and unread messages', async () => {
    const res = await t.call('GET', '/api/accueil/business', { token: book.a.token });
    expect(res.status).toBe(200);
    const { options_expiring, kyc_to_send, unread_messages } = res.body.data;
    expect(options_expiring).toEqual([
      {
        id: book.soonOption.id,
        expires_at: book.soonOption.expiresAt.toISOString(),
        lot_reference: 'A2',
        residence: { id: book.residences.home.id, name: 'Les Jardins du Lez' },
        client: 'Luc Bernard',
      },
    ]);
    // piece_identite OK and kbis EN ATTENTE need nothing; carte_t is optional.
    expect(kyc_to_send.map((d: { document_type: string; state: string }) => [d.document_type, d.state])).toEqual([
      ['carte_cif', 'KO'],
      ['rc_pro', 'NON RECU'],
      ['rib', 'NON RECU'],
    ]);
    expect(unread_messages.total).toBe(2);
    expect(unread_messages.threads).toEqual([
      { id: book.thread.id, subject: 'Dossier de réservation', unread: 2, last_at: expect.any(String) },
    ]);
  });

  it('shows another adviser their own items only', async () => {
    const res = await t.call('GET', '/api/accueil/business', { token: book.b.token });
    expect(res.body.data.options_expiring.map((o: { lot_reference: string }) => o.lot_reference)).toEqual(['A4']);
    expect(res.body.data.unread_messages.threads.map((th: { subject: string }) => th.subject)).toEqual(['Autre conseiller']);
    expect((await t.call('GET', '/api/accueil/business')).status).toBe(401);
  });
});
