import { describe, expect, it } from 'vitest';
import {
  fundApiQuery,
  hasActiveFilters,
  parseFundFilters,
  parseProgrammeFilters,
  programmeApiQuery,
  programmeSearchParams,
  residenceHref,
  withPage,
} from './filters';

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

describe('programme queries', () => {
  const filters = parseProgrammeFilters({ lieu: 'Gironde', typologie: 'T2,T4', disponible: '1', tri: 'yield_desc', page: '3', type: 'neuf' });

  it('maps the filters to the API query', () => {
    expect(programmeApiQuery(filters)).toMatchObject({
      page: 3,
      per_page: 12,
      location: 'Gironde',
      typology: 'T2,T4',
      available: 1,
      sort: 'yield_desc',
      type: undefined,
    });
    expect(programmeApiQuery(filters, { withTypes: true }).type).toBe('neuf');
  });

  it('writes them back to a URL that reads the same', () => {
    const query = programmeSearchParams(filters);
    expect(query.toString()).toBe('lieu=Gironde&typologie=T2%2CT4&disponible=1&type=neuf&tri=yield_desc&page=3');
    expect(parseProgrammeFilters(Object.fromEntries(query))).toEqual(filters);
    expect(withPage(query, 1)).toBe('?lieu=Gironde&typologie=T2%2CT4&disponible=1&type=neuf&tri=yield_desc');
    expect(withPage(new URLSearchParams(), 2)).toBe('?page=2');
    expect(withPage(new URLSearchParams(), 1)).toBe('');
  });
});

describe('fund filters', () => {
  it('reads and maps the fund filters', () => {
    const filters = parseFundFilters({ categorie: 'SCPI', risque_max: '4', ticket_max: '5000', tri: 'min_asc', rendement_min: 'x' });
    expect(filters).toEqual({ category: 'SCPI', riskMax: 4, minSubscriptionMax: 5000, sort: 'min_asc', page: 1, q: undefined, yieldMin: undefined });
    expect(fundApiQuery(filters)).toMatchObject({ category: 'SCPI', risk_max: 4, min_subscription_max: 5000, sort: 'min_asc' });
    expect(parseFundFilters({ risque_max: '12' }).riskMax).toBeUndefined();
  });
});

describe('residenceHref', () => {
  it('sends each type to its route', () => {
    expect(residenceHref({ id: 4, type: 'lmnp' })).toBe('/programmes/LMNP/4');
    expect(residenceHref({ id: 4, type: 'decote' })).toBe('/programmes/decote/4');
    expect(residenceHref({ id: 4, type: 'impact' })).toBe('/programmes/impacts/4');
    expect(residenceHref({ id: 4, type: 'neuf' })).toBe('/programmes/residence/4');
  });
});
