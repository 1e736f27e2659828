import { describe, expect, it } from 'vitest';
import { PageSnapshots, type PageSnapshot } from './snapshot-store';

const page = (body: string, validUntil = 2_000): PageSnapshot => ({ status: 200, headers: {}, body, nonce: 'n', validUntil });

describe('PageSnapshots', () => {
  it('answers a kept page until its end of validity, then forgets it', () => {
    const store = new PageSnapshots({ maxBytes: 1_000 });
    expect(store.put('a', page('<html>'), store.mark())).toBe(true);
    expect(store.get('a', 1_999)?.body).toBe('<html>');
    expect(store.get('a', 2_000)).toBeUndefined();
    expect(store.size).toBe(0);
  });

  it('drops every page on clear, and does not keep a render that started before it', () => {
    const store = new PageSnapshots({ maxBytes: 1_000 });
    store.put('a', page('a'), store.mark());
    const renderStart = store.mark();
    store.clear();
    expect(store.get('a', 0)).toBeUndefined();
    expect(store.put('b', page('b'), renderStart)).toBe(false);
    expect(store.get('b', 0)).toBeUndefined();
    expect(store.put('b', page('b'), store.mark())).toBe(true);
  });

  it('stays within its byte bound, dropping the least recently used page first', () => {
    const store = new PageSnapshots({ maxBytes: 100 });
    store.put('old', page('x'.repeat(20)), store.mark());
    store.put('used', page('y'.repeat(20)), store.mark());
    store.get('old', 0);
    store.put('new', page('z'.repeat(20)), store.mark());
    expect(store.get('used', 0)).toBeUndefined();
    expect(store.get('old', 0)).toBeDefined();
    expect(store.get('new', 0)).toBeDefined();
  });

  it('keeps a tracked render unless it was refused, and forgets it once settled', () => {
    const store = new PageSnapshots({ maxBytes: 100 });
    store.track('ok');
    store.track('failed');
    store.refuse('failed');
    store.refuse('never-tracked');
    expect(store.settle('ok')).toBe(true);
    expect(store.settle('failed')).toBe(false);
    expect(store.settle('ok')).toBe(false);
  });
});
