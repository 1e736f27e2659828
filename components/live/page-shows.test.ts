import { describe, expect, it } from 'vitest';
import { pageShows } from './page-shows';

const lot = { id: 1, topic: 'lot' as const, ref_id: 10, residence_id: 42 };

describe('pageShows', () => {
  it('redraws the page of the residence whose lot changed, not other pages', () => {
    expect(pageShows(lot, '/programmes/residence/42')).toBe(true);
    expect(pageShows(lot, '/programmes/LMNP/42')).toBe(true);
    expect(pageShows(lot, '/programmes/residence/420')).toBe(false);
    expect(pageShows(lot, '/clients')).toBe(false);
  });

  it('redraws any page for a document or a message of the adviser', () => {
    expect(pageShows({ id: 2, topic: 'kyc', ref_id: 3, residence_id: null }, '/documents')).toBe(true);
    expect(pageShows({ id: 3, topic: 'message', ref_id: 4, residence_id: null }, '/messagerie/4')).toBe(true);
  });
});
