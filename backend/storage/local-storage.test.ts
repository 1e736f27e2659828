import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { localFileStorage } from './local-storage';

const root = await mkdtemp(path.join(tmpdir(), 'storage-test-'));
afterAll(() => rm(root, { recursive: true, force: true }));

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

describe('localFileStorage', () => {
  const storage = localFileStorage(root);

  it('stores, reads and deletes a file under its key', async () => {
    await storage.put('kyc/1/abc.pdf', new TextEncoder().encode('%PDF-1.4'), 'application/pdf');
    const stored = (await storage.get('kyc/1/abc.pdf'))!;
    expect(stored.size).toBe(8);
    expect(await readAll(stored.stream)).toBe('%PDF-1.4');
    expect(await readdir(path.join(root, 'kyc', '1'))).toEqual(['abc.pdf']);
    await storage.delete('kyc/1/abc.pdf');
    expect(await storage.get('kyc/1/abc.pdf')).toBeNull();
    await expect(storage.delete('kyc/1/abc.pdf')).resolves.toBeUndefined();
  });

  it('refuses keys that could leave its folder', async () => {
    for (const key of ['../etc/passwd', 'kyc/../../x.pdf', '/abs/x.pdf', 'kyc/1/x', 'KYC/1/x.pdf']) {
      await expect(storage.put(key, new Uint8Array(1), 'application/pdf')).rejects.toThrow(/invalid storage key/);
    }
  });
});
