import { describe, expect, it } from 'vitest';
import { pageCount, pageNumberOf, PageNumbersError, toPageView } from './paging';

const base = 'http://127.0.0.1:4010/api/residences/neuf';

describe('pageNumberOf', () => {
  it('reads the page parameter of absolute and relative URLs', () => {
    expect(pageNumberOf(`${base}?page=3`)).toBe(3);
    expect(pageNumberOf(`${base}?typology=T2&page=12&sort=name`)).toBe(12);
    expect(pageNumberOf('/api/fonds?page=1')).toBe(1);
  });

  it('answers null without a usable page number', () => {
    for (const url of [base, `${base}?page=`, `${base}?page=abc`, `${base}?page=0`, `${base}?page=-2`, `${base}?page=1.5`]) {
      expect(pageNumberOf(url), url).toBeNull();
    }
  });
});

describe('pageCount', () => {
  it('is last minus first plus one', () => {
    expect(pageCount({ first_page_url: `${base}?page=1`, last_page_url: `${base}?page=4` })).toBe(4);
    expect(pageCount({ first_page_url: `${base}?page=1`, last_page_url: `${base}?page=1` })).toBe(1);
    expect(pageCount({ first_page_url: `${base}?page=2`, last_page_url: `${base}?page=5` })).toBe(4);
  });

  it("throws 'Impossible d'extraire les numéros de page des URLs.' for malformed URLs", () => {
    const malformed = [
      { first_page_url: base, last_page_url: `${base}?page=3` },
      { first_page_url: `${base}?page=1`, last_page_url: 'not a url at all' },
      { first_page_url: `${base}?page=x`, last_page_url: `${base}?page=2` },
      { first_page_url: `${base}?page=4`, last_page_url: `${base}?page=2` },
      { first_page_url: undefined as unknown as string, last_page_url: `${base}?page=2` },
    ];
    for (const page of malformed) {
      expect(() => pageCount(page)).toThrow(PageNumbersError);
      expect(() => pageCount(page)).toThrow("Impossible d'extraire les numéros de page des URLs.");
    }
  });
});

describe('toPageView', () => {
  it('maps the items and computes the page count from the URLs', () => {
    const view = toPageView(
      {
        current_page: 2,
        data: [{ id: 1 }, { id: 2 }],
        first_page_url: `${base}?page=1`,
        from: 13,
        last_page: 3,
        last_page_url: `${base}?page=3`,
        path: base,
        per_page: 12,
        to: 14,
        total: 26,
      },
      (item) => item.id,
    );
    expect(view).toEqual({ items: [1, 2], page: 2, pages: 3, total: 26, perPage: 12 });
  });
});
