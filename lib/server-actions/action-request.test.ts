import { describe, expect, it } from 'vitest';
import { actionPagesFrom } from './action-pages';
import { serverActionRefusal } from './action-request';

const ID = 'a'.repeat(42);
const OTHER = 'b'.repeat(42);
const pages = actionPagesFrom(
  { node: { [ID]: { workers: { 'app/(extranet)/clients/(list)/page': {} } }, [OTHER]: { workers: { 'app/(extranet)/options/page': {} } } } },
  { '/(extranet)/clients/(list)/page': '/clients', '/(extranet)/options/page': '/options', '/api/kyc/upload/route': '/api/kyc/upload' },
);
const post = (path: string, headers: Record<string, string>, body = '[]') => new Request(`http://is.localhost${path}`, { method: 'POST', headers, body });

describe('serverActionRefusal', () => {
  it("lets through the page's own action with the arguments React sends", async () => {
    expect(await serverActionRefusal(post('/clients', { 'next-action': ID }), pages)).toBeNull();
  });

  it('answers 409 for an action of another page or of another build, as Next does for a stale page', async () => {
    expect(await serverActionRefusal(post('/clients', { 'next-action': OTHER }), pages)).toEqual({ status: 409, reason: 'unknownAction' });
    expect(await serverActionRefusal(post('/clients', { 'next-action': 'c'.repeat(42) }), pages)).toEqual({ status: 409, reason: 'unknownAction' });
  });

  it('answers 400 for an id that cannot be an action and for a body React would not send', async () => {
    expect(await serverActionRefusal(post('/clients', { 'next-action': 'x' }), pages)).toEqual({ status: 400, reason: 'malformedAction' });
    expect(await serverActionRefusal(post('/clients', { 'next-action': ID }, 'null'), pages)).toEqual({ status: 400, reason: 'malformedAction' });
  });

  it('checks the body in development too, where the build manifests are not there', async () => {
    expect(await serverActionRefusal(post('/clients', { 'next-action': OTHER }), null)).toBeNull();
    expect(await serverActionRefusal(post('/clients', { 'next-action': ID }, '{'), null)).toEqual({ status: 400, reason: 'malformedAction' });
  });

  it('refuses a form posted to a page without an action id, and leaves route handlers and other bodies alone', async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    expect(await serverActionRefusal(post('/clients', form, 'a=b'), pages)).toEqual({ status: 400, reason: 'malformedAction' });
    expect(await serverActionRefusal(post('/api/kyc/upload', form, 'a=b'), pages)).toBeNull();
    expect(await serverActionRefusal(post('/clients', { 'content-type': 'application/json' }, '{}'), pages)).toBeNull();
  });
});
