// The catalogue's closed lists, kept apart from the schemas so that the browser's filters read them without zod.

/** Programme types of SPEC §2 (`/residences/{type}`), in the order the screens offer them. */
export const RESIDENCE_TYPES = ['neuf', 'ancien', 'lmnp', 'decote', 'impact', 'residentiel'] as const;
export type ResidenceType = (typeof RESIDENCE_TYPES)[number];

export const LOT_STATUSES = ['available', 'optioned', 'reserved', 'sold'] as const;
export type LotStatus = (typeof LOT_STATUSES)[number];

export const RESIDENCE_SORTS = ['name', 'price_asc', 'price_desc', 'yield_desc', 'delivery_asc', 'lots_desc'] as const;
export const FUND_SORTS = ['name', 'yield_desc', 'min_asc', 'risk_asc'] as const;

/** Map categories around a residence (SPEC §1). */
export const POI_CATEGORIES = ['school', 'health', 'business', 'transport', 'sport'] as const;
export type PoiCategory = (typeof POI_CATEGORIES)[number];
