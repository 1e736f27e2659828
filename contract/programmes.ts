import { z } from 'zod';
import { messages } from './messages';
import { LOT_STATUSES } from './options';
import { pagingQuery } from './paging';
import { POI_CATEGORIES, RESIDENCE_SORTS, RESIDENCE_TYPES } from './catalogue-values';

const m = messages.api.catalogue;

export { POI_CATEGORIES, RESIDENCE_TYPES, type PoiCategory, type ResidenceType } from './catalogue-values';
export type LotStatus = (typeof LOT_STATUSES)[number];

const documentLinkSchema = z.object({ title: z.string(), url: z.string() });
export type DocumentLink = z.infer<typeof documentLinkSchema>;

export const residenceCardSchema = z.object({
  id: z.number().int(),
  kind: z.literal('residence'),
  type: z.enum(RESIDENCE_TYPES),
  name: z.string(),
  promoter: z.string().nullable(),
  city: z.string(),
  department: z.string(),
  postcode: z.string(),
  lat: z.number(),
  lng: z.number(),
  photo: z.string().nullable(),
  price_from: z.number(),
  price_to: z.number(),
  yield: z.number().nullable(),
  delivery_date: z.string().nullable(),
  tax_scheme: z.string().nullable(),
  lots_total: z.number().int(),
  lots_available: z.number().int(),
  is_favorite: z.boolean(),
});
export type ResidenceCard = z.infer<typeof residenceCardSchema>;

export const typologySchema = z.object({
  typology: z.string(),
  total: z.number().int(),
  available: z.number().int(),
  price_from: z.number(),
  surface_from: z.number(),
  plan_url: z.string().nullable(),
});
export type TypologySummary = z.infer<typeof typologySchema>;

export const residenceDetailSchema = residenceCardSchema.extend({
  address: z.string().nullable(),
  description: z.string(),
  photos: z.array(z.string()),
  video_url: z.string().nullable(),
  web_url: z.string().nullable(),
  visit_360_url: z.string().nullable(),
  brochure_url: z.string().nullable(),
  notary: z.string().nullable(),
  calendar: z.array(z.object({ label: z.string(), date: z.string() })),
  master_plan_url: z.string().nullable(),
  presentation_documents: z.array(documentLinkSchema),
  reservation_documents: z.array(documentLinkSchema),
  lmnp_tax: z.record(z.string(), z.union([z.string(), z.number()])).nullable(),
  typologies: z.array(typologySchema),
});
export type Residence = z.infer<typeof residenceDetailSchema>;

export const lotSchema = z.object({
  id: z.number().int(),
  residence_id: z.number().int(),
  reference: z.string(),
  typology: z.string(),
  floor: z.number().int(),
  surface: z.number(),
  exposure: z.string().nullable(),
  parking: z.boolean(),
  price: z.number(),
  rent: z.number().nullable(),
  yield: z.number().nullable(),
  plan_url: z.string().nullable(),
  status: z.enum(LOT_STATUSES),
});
export type Lot = z.infer<typeof lotSchema>;

export const lotDetailSchema = lotSchema.extend({
  residence: z.object({
    id: z.number().int(),
    name: z.string(),
    type: z.enum(RESIDENCE_TYPES),
    city: z.string(),
    postcode: z.string(),
    tax_scheme: z.string().nullable(),
    delivery_date: z.string().nullable(),
    notary: z.string().nullable(),
  }),
});
export type LotDetail = z.infer<typeof lotDetailSchema>;

/** GET residence/{id}/grille-lots. */
export const lotGridSchema = z.object({ residence: z.object({ id: z.number().int(), name: z.string() }), lots: z.array(lotSchema) });

/** GET residence/{id}/etat: what changes under a residence page, never cached. */
export const residenceStateSchema = z.object({
  is_favorite: z.boolean(),
  subscription_url: z.string().nullable(),
  lots: z.array(z.object({ id: z.number().int(), status: z.enum(LOT_STATUSES) })),
  /** The last live event committed before the statuses were read: the page's live updates resume after it. */
  event_cursor: z.number().int().nonnegative(),
});
export type ResidenceState = z.infer<typeof residenceStateSchema>;

/** GET residences/filtres: the values the filter bar offers. */
export const filterOptionsSchema = z.object({
  departments: z.array(z.string()),
  tax_schemes: z.array(z.string()),
  price_min: z.number().nullable(),
  price_max: z.number().nullable(),
  yield_max: z.number().nullable(),
});
export type FilterOptions = z.infer<typeof filterOptionsSchema>;

export const pointOfInterestSchema = z.object({
  id: z.string(),
  category: z.enum(POI_CATEGORIES),
  name: z.string(),
  lat: z.number(),
  lng: z.number(),
  distance_m: z.number().int(),
});
export type PointOfInterest = z.infer<typeof pointOfInterestSchema>;

const money = (message: string) => z.coerce.number({ error: message }).int(message).min(0, message).max(100_000_000);
const typeList = new RegExp(`^(${RESIDENCE_TYPES.join('|')})(,(${RESIDENCE_TYPES.join('|')}))*$`);

/** The filters of a programme list (`GET residences/{type}`), paged by 12. */
export const residenceFilterQuery = {
  ...pagingQuery(12),
  q: z.string().trim().max(100, m.queryTooLong).optional(),
  location: z.string().trim().max(100, m.locationTooLong).optional(),
  price_min: money(m.priceMin).optional(),
  price_max: money(m.priceMax).optional(),
  typology: z.string().regex(/^T[1-5](,T[1-5])*$/, m.typology).optional(),
  yield_min: z.coerce.number({ error: m.yield }).min(0, m.yield).max(100, m.yield).optional(),
  delivery_before: z.iso.date(m.deliveryBefore).optional(),
  tax_scheme: z.string().trim().max(60).optional(),
  available: z.enum(['0', '1', 'true', 'false'], { error: m.flag }).optional(),
  sort: z.enum(RESIDENCE_SORTS, { error: m.sort }).default('name'),
};
/** `type` of `GET residences`: several programme types, comma-separated. */
export const residenceTypesQuery = z.string().regex(typeList, m.types).optional();
export const residenceTypeSchema = z.enum(RESIDENCE_TYPES, { error: m.type });
