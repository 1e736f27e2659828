import { describe, expect, it } from 'vitest';
import { acceptsBrotli } from './immutable-answer';

describe('acceptsBrotli', () => {
  it('takes Brotli when a browser lists it, whatever its place and spacing', () => {
    expect(acceptsBrotli('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsBrotli('br')).toBe(true);
    expect(acceptsBrotli('gzip;q=1.0,BR;q=0.5')).toBe(true);
  });

  it('refuses Brotli when absent, refused with q=0, or only part of another coding’s name', () => {
    expect(acceptsBrotli(undefined)).toBe(false);
    expect(acceptsBrotli('gzip, deflate')).toBe(false);
    expect(acceptsBrotli('gzip, br;q=0')).toBe(false);
    expect(acceptsBrotli('brotli-like')).toBe(false);
  });
});
