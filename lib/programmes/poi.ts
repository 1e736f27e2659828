/** Map categories around a residence (SPEC §1). Shared by the BFF types and the client map. */
export const POI_CATEGORIES = ['school', 'health', 'business', 'transport', 'sport'] as const;
export type PoiCategory = (typeof POI_CATEGORIES)[number];
