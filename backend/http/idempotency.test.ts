import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys } from '../db/schema';
import { createTestApp } from '../test/harness';
import { sellingFixtures } from '../test/selling-fixtures';
import { IDEMPOTENCY_CLAIM_TTL_MS } from './idempotency';

let t: Awaited<ReturnType<typeof createTestApp>>;
let adviser: { token: string; user: { id: number } };
let clientId: number;
let residenceId: number;
let lotSeq = 0;

beforeAll(async () => {
  t = await createTestApp();
  const f = sellingFixtures(t);
  adviser = await f.adviser('cle@is.demo');
  clientId = (await f.client(adviser.user.id)).id;
  residenceId = (await f.residence()).id;
});
afterAll(() => t.close());

const newLot = async () => (await sellingFixtures(t).lot(residenceId, `K${++lotSeq}`)).id;
const place = (key: string, lotId: number) =>
  t.call('POST', '/api/options', { token: adviser.token, body: { lot_id: lotId, client_id: clientId }, headers: { 'idempotency-key': key } });

describe('Idempotency-Key', () => {
  it('refuses the same key with another body with 422 instead of replaying the first answer', async () => {
    expect((await place('same-key-0001', await newLot())).status).toBe(201);
    const other = await place('same-key-0001', await newLot());
    expect(other.status).toBe(422);
    expect(other.body.message).toBe("Cette clé d'idempotence a déjà servi pour une autre demande");
  });

  it('answers 409 while a claim is fresh, and lets a retry take over a claim abandoned by a crash', async () => {
    const lotId = await newLot();
    const body = JSON.stringify({ lot_id: lotId, client_id: clientId });
    const claim = (createdAt: Date) =>
      t.db
        .insert(idempotencyKeys)
        .values({ userId: adviser.user.id, key: 'crashed-0001', request: 'POST /api/options', createdAt })
        .onConflictDoUpdate({ target: [idempotencyKeys.userId, idempotencyKeys.key], set: { createdAt } });
    await claim(new Date());
    // The fingerprint of the body the crashed request carried.
    await t.db.update(idempotencyKeys).set({ fingerprint: createHash('sha256').update(body).digest('hex') });
    expect((await place('crashed-0001', lotId)).status).toBe(409);

    await claim(new Date(Date.now() - IDEMPOTENCY_CLAIM_TTL_MS - 1_000));
    const retry = await place('crashed-0001', lotId);
    expect(retry.status).toBe(201);
    const replay = await place('crashed-0001', lotId);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body.data.id).toBe(retry.body.data.id);
  });
});
