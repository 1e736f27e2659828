import { describe, expect, it } from 'vitest';
import { parseFundFilters, parseProgrammeFilters } from './filter-parsing';
import {
  fundApiQuery,
  hasTypedValues,
  programmeApiQuery,
  programmeSearchParams,
  residenceHref,
  withPage,
} from './filters';

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

describe('hasTypedValues', () => {
  it('tells a search with words, a place, an amount, a rate or a date from a list browsed by the catalogue’s choices', () => {
    expect(hasTypedValues(parseProgrammeFilters({ typologie: 'T2,T3', fiscalite: 'Pinel', disponible: '1', type: 'neuf', tri: 'price_asc', page: '2' }))).toBe(false);
    for (const typed of [{ q: 'parc' }, { lieu: 'Nantes' }, { prix_min: '100000' }, { prix_max: '300000' }, { rendement_min: '4' }, { livraison_avant: '2027-06-30' }]) {
      expect(hasTypedValues(parseProgrammeFilters(typed))).toBe(true);
    }
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
