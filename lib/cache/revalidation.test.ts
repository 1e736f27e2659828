import { describe, expect, it } from 'vitest';
import { PAGES_TAG, REVALIDATION_PATH, revalidationSignature, SIGNATURE_HEADER, TIMESTAMP_HEADER } from '@/contract/catalogue-revalidation';
import { pageSnapshots } from '@/lib/page-snapshots/snapshot-store';
import { catalogueCache, sharedCatalogue } from './catalogue-cache';
import { revalidationAnswer } from './revalidation';

const secret = 'revalidation-secret-revalidation-secret';
const now = 1_800_000_000_000;
const seconds = String(now / 1000);

function signedRequest(body: string, options: { key?: string; timestamp?: string } = {}) {
  const timestamp = options.timestamp ?? seconds;
  return new Request(`http://127.0.0.1${REVALIDATION_PATH}`, {
    method: 'POST',
    headers: { [TIMESTAMP_HEADER]: timestamp, [SIGNATURE_HEADER]: revalidationSignature(options.key ?? secret, timestamp, body) },
    body,
  });
}

async function cacheResidenceOne(): Promise<() => Promise<string>> {
  catalogueCache().invalidate(['catalogue']);
  await sharedCatalogue('is', 'residence:1', ['residence:1'], async () => 'cached');
  return () => sharedCatalogue('is', 'residence:1', ['residence:1'], async () => 'reloaded');
}

describe('POST /api/cache/revalidate', () => {
  it('drops the cached entries of the signed tags', async () => {
    const read = await cacheResidenceOne();
    const res = await revalidationAnswer(signedRequest(JSON.stringify({ tags: ['residence:1'] })), secret, now);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ dropped: 1 });
    expect(await read()).toBe('reloaded');
  });

  it('drops every kept page on a signed call, and none on a refused one', async () => {
    const keep = () => pageSnapshots().put('page', { status: 200, headers: {}, body: '<html>', nonce: 'n', validUntil: Infinity }, pageSnapshots().mark());
    keep();
    const refused = signedRequest(JSON.stringify({ tags: [PAGES_TAG] }), { key: 'another-secret-another-secret-another' });
    expect((await revalidationAnswer(refused, secret, now)).status).toBe(401);
    expect(pageSnapshots().get('page', now)).toBeDefined();
    expect((await revalidationAnswer(signedRequest(JSON.stringify({ tags: [PAGES_TAG] })), secret, now)).status).toBe(200);
    expect(pageSnapshots().get('page', now)).toBeUndefined();
  });

  it('answers 401 and keeps the cache for a signature made with another secret', async () => {
    const read = await cacheResidenceOne();
    const res = await revalidationAnswer(signedRequest(JSON.stringify({ tags: ['residence:1'] }), { key: 'another-secret-another-secret-another' }), secret, now);
    expect(res.status).toBe(401);
    expect((await res.json()).message).toBe("Signature d'invalidation absente, périmée ou invalide");
    expect(await read()).toBe('cached');
  });

  it('answers 401 for a missing signature, a changed body or a call replayed after the tolerance', async () => {
    const body = JSON.stringify({ tags: ['residence:1'] });
    const unsigned = new Request(`http://127.0.0.1${REVALIDATION_PATH}`, { method: 'POST', body });
    expect((await revalidationAnswer(unsigned, secret, now)).status).toBe(401);
    const tampered = signedRequest(body);
    const changed = new Request(tampered.url, { method: 'POST', headers: tampered.headers, body: JSON.stringify({ tags: ['catalogue'] }) });
    expect((await revalidationAnswer(changed, secret, now)).status).toBe(401);
    expect((await revalidationAnswer(signedRequest(body, { timestamp: String(now / 1000 - 301) }), secret, now)).status).toBe(401);
  });

  it('refuses every call when the app has no secret', async () => {
    expect((await revalidationAnswer(signedRequest(JSON.stringify({ tags: ['catalogue'] })), '', now)).status).toBe(401);
  });

  it('answers 422 for a signed body without tags', async () => {
    const res = await revalidationAnswer(signedRequest(JSON.stringify({ tags: [] })), secret, now);
    expect(res.status).toBe(422);
    expect((await res.json()).message).toBe('Corps invalide : une liste « tags » non vide est attendue');
  });
});
