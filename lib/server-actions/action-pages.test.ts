import { describe, expect, it } from 'vitest';
import { actionPagesFrom, actionPlace, NOT_FOUND_PAGE, pageOfPath } from './action-pages';

const routes = {
  '/(extranet)/page': '/',
  '/(extranet)/clients/(list)/page': '/clients',
  '/(extranet)/clients/[id]/page': '/clients/[id]',
  '/(extranet)/messagerie/compose/page': '/messagerie/compose',
  '/(extranet)/messagerie/[id]/page': '/messagerie/[id]',
  '/_not-found/page': '/_not-found',
  '/documents/[...path]/route': '/documents/[...path]',
  '/api/kyc/upload/route': '/api/kyc/upload',
};
const references = {
  node: {
    aa: { workers: { 'app/(extranet)/page': {}, 'app/(extranet)/clients/(list)/page': {}, 'app/_not-found/page': {} } },
    bb: { workers: { 'app/(extranet)/messagerie/[id]/page': {} } },
  },
};
const built = actionPagesFrom(references, routes);

describe('pageOfPath', () => {
  it('picks a static segment over a dynamic one, whatever the order of the manifest', () => {
    expect(pageOfPath('/messagerie/compose', built.pages)).toBe('/messagerie/compose');
    expect(pageOfPath('/messagerie/12', built.pages)).toBe('/messagerie/[id]');
    expect(pageOfPath('/clients/', built.pages)).toBe('/clients');
    expect(pageOfPath('/', built.pages)).toBe('/');
  });

  it('answers the not-found page for a path no page matches', () => {
    expect(pageOfPath('/clients/1/2', built.pages)).toBe(NOT_FOUND_PAGE);
    expect(pageOfPath('/nulle-part', built.pages)).toBe(NOT_FOUND_PAGE);
  });
});

describe('actionPlace', () => {
  it('knows an action on the page at the path, on another page only, or not at all', () => {
    expect(actionPlace(built, 'aa', '/clients')).toBe('here');
    expect(actionPlace(built, 'aa', '/inconnue')).toBe('here');
    expect(actionPlace(built, 'bb', '/clients')).toBe('elsewhere');
    expect(actionPlace(built, 'bb', '/messagerie/4')).toBe('here');
    expect(actionPlace(built, 'cc', '/messagerie/4')).toBe('unknown');
  });

  it('knows the adviser\'s screens among the pages', () => {
    expect(built.adviserPages).toEqual(['/', '/clients', '/clients/[id]', '/messagerie/compose', '/messagerie/[id]']);
    expect(built.pages).toContain('/_not-found');
  });

  it('keeps route handlers apart from pages', () => {
    expect(built.routes).toEqual(['/documents/[...path]', '/api/kyc/upload']);
    expect(built.pages).not.toContain('/api/kyc/upload');
  });
});
