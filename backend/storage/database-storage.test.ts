import { afterAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../test/test-db';
import { databaseFileStorage } from './database-storage';

const { db, close } = await createTestDb();
afterAll(close);

const bytesOf = async (stream: ReadableStream<Uint8Array>) => new Uint8Array(await new Response(stream).arrayBuffer());

describe('databaseFileStorage', () => {
  const storage = databaseFileStorage(db);

  it('stores every byte value and reads the file back with its length', async () => {
    const data = Uint8Array.from({ length: 512 }, (_, i) => i % 256);
    await storage.put('kyc/1/all-bytes.pdf', data, 'application/pdf');
    const stored = (await storage.get('kyc/1/all-bytes.pdf'))!;
    expect(stored.size).toBe(512);
    expect(await bytesOf(stored.stream)).toEqual(data);
  });

  it('replaces the file stored under a key it is given again', async () => {
    await storage.put('kyc/2/doc.pdf', new TextEncoder().encode('first version'), 'application/pdf');
    await storage.put('kyc/2/doc.pdf', new TextEncoder().encode('second'), 'image/png');
    const stored = (await storage.get('kyc/2/doc.pdf'))!;
    expect(stored.size).toBe(6);
    expect(new TextDecoder().decode(await bytesOf(stored.stream))).toBe('second');
  });

  it('answers null for a missing key and deletes without complaining twice', async () => {
    expect(await storage.get('kyc/3/missing.pdf')).toBeNull();
    await storage.put('kyc/3/gone.pdf', new Uint8Array([1, 2, 3]), 'application/pdf');
    await storage.delete('kyc/3/gone.pdf');
    expect(await storage.get('kyc/3/gone.pdf')).toBeNull();
    await expect(storage.delete('kyc/3/gone.pdf')).resolves.toBeUndefined();
  });

  it('refuses keys that were not made by the server', async () => {
    for (const key of ['../etc/passwd', 'kyc/1/x', 'KYC/1/x.pdf']) {
      await expect(storage.put(key, new Uint8Array(1), 'application/pdf')).rejects.toThrow(/invalid storage key/);
      await expect(storage.get(key)).rejects.toThrow(/invalid storage key/);
    }
  });

  it('is shared by two stores on the same database, as two API instances are', async () => {
    await databaseFileStorage(db).put('kyc/4/shared.pdf', new Uint8Array([9, 8, 7]), 'application/pdf');
    expect((await databaseFileStorage(db).get('kyc/4/shared.pdf'))?.size).toBe(3);
  });
});
