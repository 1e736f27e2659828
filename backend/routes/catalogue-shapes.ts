import { z } from '@hono/zod-openapi';
import type { FundDocumentRow, FundModelRow, FundCard } from '../db/queries/catalogue-funds';
import type { LotRow, ResidenceCard, ResidenceRow } from '../db/queries/catalogue';
import { lotStatuses, residenceTypes } from '../db/schema';
import { laravelPageSchema } from '../../contract/paging';
import { SUBSCRIBE_NOW, subscriptionRequiredSchema } from '../../contract/subscribe';

/** JSON shapes of the catalogue (snake_case, Laravel style), shared by the residence, fund, favourite and search routes. */

export function pageSchema<T extends z.ZodType>(item: T, name: string) {
  return laravelPageSchema(item).openapi(name);
}

export const subscribeSchema = subscriptionRequiredSchema.openapi('SubscriptionRequired', {
  description: "L'abonnement manque : l'interface affiche une invitation à s'abonner.",
});

export { SUBSCRIBE_NOW };

const documentLinkSchema = z.object({ title: z.string(), url: z.string() });

export const residenceCardSchema = z
  .object({
    id: z.number().int(),
    kind: z.literal('residence'),
    type: z.enum(residenceTypes),
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
  })
  .openapi('ResidenceCard');

export const typologySchema = z.object({
  typology: z.string(),
  total: z.number().int(),
  available: z.number().int(),
  price_from: z.number(),
  surface_from: z.number(),
  plan_url: z.string().nullable(),
});

export const residenceDetailSchema = residenceCardSchema
  .extend({
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
  })
  .openapi('Residence');

export const lotSchema = z
  .object({
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
    status: z.enum(lotStatuses),
  })
  .openapi('Lot');

export const fundCardSchema = z
  .object({
    id: z.number().int(),
    kind: z.literal('fund'),
    type: z.literal('fonds'),
    name: z.string(),
    manager: z.string(),
    category: z.string(),
    description: z.string(),
    photo: z.string().nullable(),
    min_subscription: z.number(),
    share_price: z.number(),
    yield: z.number().nullable(),
    risk_level: z.number().int(),
    entry_fees: z.number().nullable(),
    models_count: z.number().int(),
    is_favorite: z.boolean(),
  })
  .openapi('FundCard');

export const fundModelSchema = z
  .object({
    id: z.number().int(),
    fund_id: z.number().int(),
    fund_name: z.string().optional(),
    name: z.string(),
    description: z.string(),
    min_amount: z.number(),
    allocation: z.array(z.object({ label: z.string(), percent: z.number() })),
  })
  .openapi('FundModel');

export const fundDocumentSchema = z
  .object({ id: z.number().int(), kind: z.string(), title: z.string(), url: z.string() })
  .openapi('FundDocument');

export const fundDetailSchema = fundCardSchema
  .extend({ photos: z.array(z.string()), models: z.array(fundModelSchema), documents: z.array(fundDocumentSchema) })
  .openapi('Fund');

export function residenceCard(card: ResidenceCard): z.infer<typeof residenceCardSchema> {
  const r = card.residence;
  return {
    id: r.id,
    kind: 'residence',
    type: r.type,
    name: r.name,
    promoter: r.promoter,
    city: r.city,
    department: r.department,
    postcode: r.postcode,
    lat: r.lat,
    lng: r.lng,
    photo: r.photos[0] ?? null,
    price_from: r.priceFrom,
    price_to: r.priceTo,
    yield: r.yield,
    delivery_date: r.deliveryDate,
    tax_scheme: r.taxScheme,
    lots_total: card.lotsTotal,
    lots_available: card.lotsAvailable,
    is_favorite: Boolean(card.favorite),
  };
}

export function residenceDetail(
  card: ResidenceCard,
  typologies: z.infer<typeof typologySchema>[],
): z.infer<typeof residenceDetailSchema> {
  const r: ResidenceRow = card.residence;
  return {
    ...residenceCard(card),
    address: r.address,
    description: r.description,
    photos: r.photos,
    video_url: r.videoUrl,
    web_url: r.webUrl,
    visit_360_url: r.visit360Url,
    brochure_url: r.brochureUrl,
    notary: r.notary,
    calendar: r.calendar,
    master_plan_url: r.masterPlanUrl,
    presentation_documents: r.presentationDocuments,
    reservation_documents: r.reservationDocuments,
    lmnp_tax: r.lmnpTaxInfo ?? null,
    typologies,
  };
}

export function lotJson(lot: LotRow): z.infer<typeof lotSchema> {
  return {
    id: lot.id,
    residence_id: lot.residenceId,
    reference: lot.reference,
    typology: lot.typology,
    floor: lot.floor,
    surface: lot.surface,
    exposure: lot.exposure,
    parking: lot.parking,
    price: lot.price,
    rent: lot.rent,
    yield: lot.yield,
    plan_url: lot.planUrl,
    status: lot.status,
  };
}

export function fundCard(card: FundCard): z.infer<typeof fundCardSchema> {
  const f = card.fund;
  return {
    id: f.id,
    kind: 'fund',
    type: 'fonds',
    name: f.name,
    manager: f.manager,
    category: f.category,
    description: f.description,
    photo: f.photos[0] ?? null,
    min_subscription: f.minSubscription,
    share_price: f.sharePrice,
    yield: f.yield,
    risk_level: f.riskLevel,
    entry_fees: f.entryFees,
    models_count: card.modelsCount,
    is_favorite: Boolean(card.favorite),
  };
}

export function fundModelJson(model: FundModelRow & { fundName?: string }): z.infer<typeof fundModelSchema> {
  return {
    id: model.id,
    fund_id: model.fundId,
    ...(model.fundName ? { fund_name: model.fundName } : {}),
    name: model.name,
    description: model.description,
    min_amount: model.minAmount,
    allocation: model.allocation,
  };
}

export function fundDocumentJson(document: FundDocumentRow): z.infer<typeof fundDocumentSchema> {
  return { id: document.id, kind: document.kind, title: document.title, url: document.url };
}

export const pagingQuery = {
  page: z.coerce.number({ error: 'Numéro de page invalide' }).int('Numéro de page invalide').min(1, 'Numéro de page invalide').max(100_000).default(1),
  per_page: z.coerce.number({ error: 'Taille de page invalide' }).int('Taille de page invalide').min(1, 'Taille de page invalide').max(100, 'Taille de page invalide (100 au plus)').default(12),
};
