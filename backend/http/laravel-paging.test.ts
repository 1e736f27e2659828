import { describe, expect, it } from 'vitest';
import { laravelPage } from './laravel-paging';

describe('laravelPage', () => {
  it('builds page URLs relative to the API, whatever Host the caller sent, keeping the other query parameters', () => {
    const page = laravelPage({ requestUrl: 'http://evil.example/api/clients?q=dupont&page=2', rows: [1], page: 2, perPage: 1, total: 3 });
    expect(page).toMatchObject({ path: '/api/clients', first_page_url: '/api/clients?q=dupont&page=1', last_page_url: '/api/clients?q=dupont&page=3' });
  });
});
