import { z } from '@hono/zod-openapi';
import type { FundDocumentRow, FundModelRow, FundCard } from '../db/queries/catalogue-funds';
import type { LotRow, ResidenceCard, ResidenceRow } from '../db/queries/catalogue';
import { laravelPageSchema } from '../../contract/paging';
import * as funds from '../../contract/funds';
import * as programmes from '../../contract/programmes';
import { subscribeNowSchema, SUBSCRIBE_NOW } from '../../contract/subscribe-now';

/** The contract's catalogue shapes with their OpenAPI names, and the mappings from rows to them. */

export function pageSchema<T extends z.ZodType>(item: T, name: string) {
  return laravelPageSchema(item).openapi(name);
}

export const subscribeSchema = subscribeNowSchema.openapi('SubscriptionRequired', {
  description: "L'abonnement manque : l'interface affiche une invitation à s'abonner.",
});

export const subscribeNow = (subscription: string) => ({ message: SUBSCRIBE_NOW, subscription });

export const residenceCardSchema = programmes.residenceCardSchema.openapi('ResidenceCard');
export const residenceDetailSchema = programmes.residenceDetailSchema.openapi('Residence');
export const lotSchema = programmes.lotSchema.openapi('Lot');
export const fundCardSchema = funds.fundCardSchema.openapi('FundCard');
export const fundModelSchema = funds.fundModelSchema.openapi('FundModel');
export const fundDetailSchema = funds.fundDetailSchema.openapi('Fund');

export function residenceCard(card: ResidenceCard): programmes.ResidenceCard {
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
    photo: r.photo,
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
  card: ResidenceCard<ResidenceRow>,
  typologies: programmes.TypologySummary[],
): programmes.Residence {
  const r = card.residence;
  return {
    ...residenceCard({ ...card, residence: { ...r, photo: r.photos[0] ?? null } }),
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

export function lotJson(lot: LotRow): programmes.Lot {
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

export function fundCard(card: FundCard): funds.FundCard {
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

export function fundModelJson(model: FundModelRow & { fundName?: string }): funds.FundModel {
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

export function fundDocumentJson(document: FundDocumentRow): funds.FundDocument {
  return { id: document.id, kind: document.kind, title: document.title, url: document.url };
}
