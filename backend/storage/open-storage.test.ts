import { describe, expect, it } from 'vitest';
import { loadEnv } from '../env';

const base: NodeJS.ProcessEnv = { NODE_ENV: 'test', DATA_DIR: '/tmp/storage-driver-test', JWT_SECRET: 'x'.repeat(32) };

describe('storage driver choice', () => {
  it('keeps uploads on local disk with the embedded database', () => {
    expect(loadEnv(base).storageDriver).toBe('local');
  });

  it('stores uploads in the database when DATABASE_URL is set, so every instance sees them', () => {
    expect(loadEnv({ ...base, DATABASE_URL: 'postgres://u@127.0.0.1:5432/db' }).storageDriver).toBe('database');
  });

  it('follows STORAGE_DRIVER when it is given', () => {
    expect(loadEnv({ ...base, DATABASE_URL: 'postgres://u@127.0.0.1:5432/db', STORAGE_DRIVER: 'local' }).storageDriver).toBe('local');
    expect(loadEnv({ ...base, STORAGE_DRIVER: 'database' }).storageDriver).toBe('database');
  });
});
