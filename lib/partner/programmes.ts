import 'server-only';
import type { ProgrammeFilters, ResidenceType } from '@/lib/programmes/filters';
import { programmeApiQuery } from '@/lib/programmes/filters';
import type { PoiCategory } from '@/lib/programmes/poi';
import { partnerJson, partnerResponse } from './client';
import type { LaravelPage, PagedResponse } from './paging';
import { dataOrSubscribe, type SubscribeState } from './subscription';

export type LotStatus = 'available' | 'optioned' | 'reserved' | 'sold';
export type DocumentLink = { title: string; url: string };

export interface ResidenceCard {
  id: number;
  kind: 'residence';
  type: ResidenceType;
  name: string;
  promoter: string | null;
  city: string;
  department: string;
  postcode: string;
  lat: number;
  lng: number;
  photo: string | null;
  price_from: number;
  price_to: number;
  yield: number | null;
  delivery_date: string | null;
  tax_scheme: string | null;
  lots_total: number;
  lots_available: number;
  is_favorite: boolean;
}

export interface TypologySummary {
  typology: string;
  total: number;
  available: number;
  price_from: number;
  surface_from: number;
  plan_url: string | null;
}

export interface Residence extends ResidenceCard {
  address: string | null;
  description: string;
  photos: string[];
  video_url: string | null;
  web_url: string | null;
  visit_360_url: string | null;
  brochure_url: string | null;
  notary: string | null;
  calendar: { label: string; date: string }[];
  master_plan_url: string | null;
  presentation_documents: DocumentLink[];
  reservation_documents: DocumentLink[];
  lmnp_tax: Record<string, string | number> | null;
  typologies: TypologySummary[];
}

export interface Lot {
  id: number;
  residence_id: number;
  reference: string;
  typology: string;
  floor: number;
  surface: number;
  exposure: string | null;
  parking: boolean;
  price: number;
  rent: number | null;
  yield: number | null;
  plan_url: string | null;
  status: LotStatus;
}

/** What the lot grid shows of a lot: the panel reads the rest from GET lot/{id}. */
export type GridLot = Pick<Lot, 'id' | 'reference' | 'typology' | 'floor' | 'surface' | 'exposure' | 'parking' | 'price' | 'rent' | 'yield' | 'status'>;

export function toGridLot(lot: Lot): GridLot {
  const { id, reference, typology, floor, surface, exposure, parking, price, rent, status } = lot;
  return { id, reference, typology, floor, surface, exposure, parking, price, rent, yield: lot.yield, status };
}

export interface LotDetail extends Lot {
  residence: {
    id: number;
    name: string;
    type: ResidenceType;
    city: string;
    postcode: string;
    tax_scheme: string | null;
    delivery_date: string | null;
    notary: string | null;
  };
}

export interface FilterOptions {
  departments: string[];
  tax_schemes: string[];
  price_min: number | null;
  price_max: number | null;
  yield_max: number | null;
}

export interface PointOfInterest {
  id: string;
  category: PoiCategory;
  name: string;
  lat: number;
  lng: number;
  distance_m: number;
}

export type LocatedResidence = ResidenceCard & { distance_km: number | null };

// GET residences[/type] – one page of programmes, filtered and sorted by the API
export async function listResidences(
  token: string,
  params: { type?: ResidenceType; filters: ProgrammeFilters },
): Promise<{ data: LaravelPage<ResidenceCard> } | SubscribeState> {
  const path = params.type ? `residences/${params.type}` : 'residences';
  const body = await partnerJson<unknown>(path, { token, query: programmeApiQuery(params.filters, { withTypes: !params.type }) });
  return dataOrSubscribe<LaravelPage<ResidenceCard>>(body);
}

// GET residences/filtres – values the filter bar offers
export async function getResidenceFilterOptions(token: string, type?: ResidenceType): Promise<FilterOptions> {
  return (await partnerJson<{ data: FilterOptions }>('residences/filtres', { token, query: { type } })).data;
}

// GET residence/{id}
export async function getResidence(token: string, id: number): Promise<{ data: Residence } | SubscribeState> {
  return dataOrSubscribe<Residence>(await partnerJson<unknown>(`residence/${id}`, { token }));
}

// GET residence/{id}/grille-lots
export async function getLotGrid(token: string, id: number): Promise<Lot[]> {
  return (await partnerJson<{ data: { lots: Lot[] } }>(`residence/${id}/grille-lots`, { token })).data.lots;
}

export interface ResidenceState {
  is_favorite: boolean;
  subscription_url: string | null;
  lots: { id: number; status: LotStatus }[];
}

// GET residence/{id}/etat – lot statuses and the adviser's own state: never cached
export async function getResidenceState(token: string, id: number): Promise<ResidenceState> {
  return (await partnerJson<{ data: ResidenceState }>(`residence/${id}/etat`, { token })).data;
}

// GET residence/{id}/grille-pdf – the raw PDF answer, streamed on by the BFF route handler
export async function getLotGridPdf(token: string, id: number): Promise<Response> {
  return partnerResponse(`residence/${id}/grille-pdf`, { token });
}

// GET residence/{id}/points-interet
export async function getPointsOfInterest(token: string, id: number): Promise<PointOfInterest[]> {
  return (await partnerJson<{ data: PointOfInterest[] }>(`residence/${id}/points-interet`, { token })).data;
}

// GET lot/{id}
export async function getLot(token: string, id: number): Promise<LotDetail> {
  return (await partnerJson<{ data: LotDetail }>(`lot/${id}`, { token })).data;
}

// POST residence/search-by-location
export async function searchByLocation(
  token: string,
  body: { search: string } | { lat: number; lng: number; radius_km: number } | { all: true },
): Promise<{ center: { lat: number; lng: number } | null; residences: LocatedResidence[] }> {
  return (await partnerJson<{ data: { center: { lat: number; lng: number } | null; residences: LocatedResidence[] } }>(
    'residence/search-by-location',
    { method: 'POST', token, body },
  )).data;
}

export type { PagedResponse };
