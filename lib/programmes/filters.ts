import { FUND_SORTS, RESIDENCE_SORTS, RESIDENCE_TYPES, type ResidenceType } from '@/contract/catalogue-values';

export { FUND_SORTS, RESIDENCE_SORTS, RESIDENCE_TYPES, type ResidenceType };

/** Filters of the programme lists. They live in the URL (shareable, server-filtered); bad values are dropped. */

export const TYPOLOGIES = ['T1', 'T2', 'T3', 'T4', 'T5'] as const;
export const PER_PAGE = 12;

export type Typology = (typeof TYPOLOGIES)[number];
export type ResidenceSort = (typeof RESIDENCE_SORTS)[number];
export type FundSort = (typeof FUND_SORTS)[number];

export type SearchParams = Record<string, string | string[] | undefined>;

export interface ProgrammeFilters {
  q?: string;
  location?: string;
  priceMin?: number;
  priceMax?: number;
  typologies: Typology[];
  yieldMin?: number;
  deliveryBefore?: string;
  taxScheme?: string;
  available: boolean;
  types: ResidenceType[];
  sort: ResidenceSort;
  page: number;
}

export interface FundFilters {
  q?: string;
  category?: string;
  yieldMin?: number;
  minSubscriptionMax?: number;
  riskMax?: number;
  sort: FundSort;
  page: number;
}

/** Query of `GET residences[/type]` for these filters. */
export function programmeApiQuery(filters: ProgrammeFilters, options: { withTypes?: boolean } = {}) {
  return {
    page: filters.page,
    per_page: PER_PAGE,
    q: filters.q,
    location: filters.location,
    price_min: filters.priceMin,
    price_max: filters.priceMax,
    typology: filters.typologies.length ? filters.typologies.join(',') : undefined,
    yield_min: filters.yieldMin,
    delivery_before: filters.deliveryBefore,
    tax_scheme: filters.taxScheme,
    available: filters.available ? 1 : undefined,
    type: options.withTypes && filters.types.length ? filters.types.join(',') : undefined,
    sort: filters.sort === 'name' ? undefined : filters.sort,
  };
}

/** The URL query of these filters (French parameter names, defaults left out). */
export function programmeSearchParams(filters: ProgrammeFilters): URLSearchParams {
  const query = new URLSearchParams();
  const set = (key: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') query.set(key, String(value));
  };
  set('q', filters.q);
  set('lieu', filters.location);
  set('prix_min', filters.priceMin);
  set('prix_max', filters.priceMax);
  if (filters.typologies.length) query.set('typologie', filters.typologies.join(','));
  set('rendement_min', filters.yieldMin);
  set('livraison_avant', filters.deliveryBefore);
  set('fiscalite', filters.taxScheme);
  if (filters.available) query.set('disponible', '1');
  if (filters.types.length) query.set('type', filters.types.join(','));
  if (filters.sort !== 'name') query.set('tri', filters.sort);
  if (filters.page > 1) query.set('page', String(filters.page));
  return query;
}

export function hasActiveFilters(filters: ProgrammeFilters): boolean {
  return hasTypedValues(filters) || Boolean(filters.typologies.length || filters.taxScheme || filters.available || filters.types.length);
}

/**
 * True when the adviser typed a value (words, a place, an amount, a rate, a date): such lists are searches, read for
 * the adviser alone. The others pick among the catalogue's own choices, so they are few and shared (lib/cache/catalogue.ts).
 */
export function hasTypedValues(filters: ProgrammeFilters): boolean {
  return Boolean(
    filters.q ||
      filters.location ||
      filters.priceMin !== undefined ||
      filters.priceMax !== undefined ||
      filters.yieldMin !== undefined ||
      filters.deliveryBefore,
  );
}

/** The URL query of these fund filters (French parameter names, defaults left out). */
export function fundSearchParams(filters: FundFilters): string {
  const query = new URLSearchParams();
  if (filters.q) query.set('q', filters.q);
  if (filters.category) query.set('categorie', filters.category);
  if (filters.yieldMin !== undefined) query.set('rendement_min', String(filters.yieldMin));
  if (filters.minSubscriptionMax !== undefined) query.set('ticket_max', String(filters.minSubscriptionMax));
  if (filters.riskMax !== undefined) query.set('risque_max', String(filters.riskMax));
  if (filters.sort !== 'name') query.set('tri', filters.sort);
  return query.toString();
}

export function fundApiQuery(filters: FundFilters) {
  return {
    page: filters.page,
    per_page: PER_PAGE,
    q: filters.q,
    category: filters.category,
    yield_min: filters.yieldMin,
    min_subscription_max: filters.minSubscriptionMax,
    risk_max: filters.riskMax,
    sort: filters.sort === 'name' ? undefined : filters.sort,
  };
}

/** The same query with another page number (pagination links). */
export function withPage(query: URLSearchParams, page: number): string {
  const next = new URLSearchParams(query);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  const text = next.toString();
  return text ? `?${text}` : '';
}

/** Where a residence's page lives, by type (SPEC §2 routes). */
export function residenceHref(residence: { id: number; type: string }): string {
  switch (residence.type) {
    case 'lmnp':
      return `/programmes/LMNP/${residence.id}`;
    case 'decote':
      return `/programmes/decote/${residence.id}`;
    case 'impact':
      return `/programmes/impacts/${residence.id}`;
    default:
      return `/programmes/residence/${residence.id}`;
  }
}
