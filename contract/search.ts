import { z } from 'zod';
import { fundCardSchema } from './funds';
import { messages } from './messages';
import { lotSchema, residenceCardSchema } from './programmes';

const m = messages.api.search;
const c = messages.api.catalogue;

/** POST global-search. */
export const globalSearchBodySchema = z.object({
  query: z.string({ error: m.queryTooShort }).trim().min(2, m.queryTooShort).max(100, c.queryTooLong),
});

export const globalSearchResultSchema = z.object({
  residences: z.array(residenceCardSchema),
  funds: z.array(fundCardSchema),
  lots: z.array(lotSchema.extend({ residence_name: z.string(), residence_city: z.string() })),
  clients: z.array(z.object({ id: z.number().int(), prenom: z.string(), nom: z.string(), email: z.string().nullable(), city: z.string().nullable() })),
});
export type GlobalSearchResult = z.infer<typeof globalSearchResultSchema>;

/** POST residence/search-by-location: a place name ({search}), a point ({lat, lng, radius_km}) or every residence ({all: true}). */
export const locationSearchBodySchema = z
  .object({
    search: z.string().trim().min(2, m.queryTooShort).max(100, c.locationTooLong).optional(),
    lat: z.number({ error: m.latitude }).min(-90, m.latitude).max(90, m.latitude).optional(),
    lng: z.number({ error: m.longitude }).min(-180, m.longitude).max(180, m.longitude).optional(),
    radius_km: z.number({ error: m.radius }).positive(m.radius).max(500, m.radiusMax).default(20),
    all: z.boolean().optional(),
  })
  .superRefine((body, ctx) => {
    const hasPoint = body.lat !== undefined || body.lng !== undefined;
    if (hasPoint && (body.lat === undefined || body.lng === undefined)) {
      ctx.addIssue({ code: 'custom', path: [body.lat === undefined ? 'lat' : 'lng'], message: m.pointPair });
    }
    if (!hasPoint && body.search === undefined && !body.all) {
      ctx.addIssue({ code: 'custom', path: ['search'], message: m.place });
    }
  });
export type LocationSearchInput = z.input<typeof locationSearchBodySchema>;

export const locatedResidenceSchema = residenceCardSchema.extend({ distance_km: z.number().nullable() });
export type LocatedResidence = z.infer<typeof locatedResidenceSchema>;

export const locationSearchResultSchema = z.object({
  center: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  residences: z.array(locatedResidenceSchema),
});
export type LocationSearchResult = z.infer<typeof locationSearchResultSchema>;
