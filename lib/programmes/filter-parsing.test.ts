import { describe, expect, it } from 'vitest';
import { parseProgrammeFilters } from './filter-parsing';
import { hasActiveFilters } from './filters';

describe('parseProgrammeFilters', () => {
  it('reads every filter of the URL', () => {
    const filters = parseProgrammeFilters({
      q: ' Jardins ',
      lieu: 'Lyon',
      prix_min: '150000',
      prix_max: '300000',
      typologie: ['T2,T3', 'T3'],
      rendement_min: '3.5',
      livraison_avant: '2027-12-31',
      fiscalite: 'Prix maîtrisé',
      disponible: '1',
      type: 'neuf,ancien',
      tri: 'price_asc',
      page: '2',
    });
    expect(filters).toEqual({
      q: 'Jardins',
      location: 'Lyon',
      priceMin: 150000,
      priceMax: 300000,
      typologies: ['T2', 'T3'],
      yieldMin: 3.5,
      deliveryBefore: '2027-12-31',
      taxScheme: 'Prix maîtrisé',
      available: true,
      types: ['neuf', 'ancien'],
      sort: 'price_asc',
      page: 2,
    });
  });

  it('drops what it cannot read instead of failing, and swaps a reversed price range', () => {
    const filters = parseProgrammeFilters({
      prix_min: '500000',
      prix_max: '100000',
      typologie: 'T9,studio',
      rendement_min: 'beaucoup',
      livraison_avant: 'demain',
      tri: 'random',
      page: '-3',
      type: 'chateau',
      q: 'x'.repeat(200),
    });
    expect(filters).toMatchObject({ priceMin: 100000, priceMax: 500000, typologies: [], types: [], sort: 'name', page: 1 });
    expect(filters.yieldMin).toBeUndefined();
    expect(filters.deliveryBefore).toBeUndefined();
    expect(filters.q).toBeUndefined();
    expect(hasActiveFilters(parseProgrammeFilters({}))).toBe(false);
    expect(hasActiveFilters(filters)).toBe(true);
  });
});
