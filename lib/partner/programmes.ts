import 'server-only';
import { z } from 'zod';
import { laravelPageSchema } from '@/contract/paging';
import {
  filterOptionsSchema,
  lotDetailSchema,
  lotGridSchema,
  pointOfInterestSchema,
  residenceCardSchema,
  residenceDetailSchema,
  residenceStateSchema,
  type Lot,
  type ResidenceType,
} from '@/contract/programmes';
import { locationSearchResultSchema, type LocationSearchInput } from '@/contract/search';
import { dataOrSubscribeNowSchema } from '@/contract/subscribe-now';
import { programmeApiQuery, type ProgrammeFilters } from '@/lib/programmes/filters';
import { partnerJson, partnerResponse, type PartnerCaller } from './client';
import { dataAnswer } from './data-answer';
import { dataOrSubscribe } from './subscription';

export type {
  DocumentLink,
  FilterOptions,
  Lot,
  LotDetail,
  LotStatus,
  PointOfInterest,
  Residence,
  ResidenceCard,
  ResidenceState,
  TypologySummary,
} from '@/contract/programmes';
export type { LocatedResidence } from '@/contract/search';

/** What the lot grid shows of a lot: the panel reads the rest from GET lot/{id}. */
export type GridLot = Pick<Lot, 'id' | 'reference' | 'typology' | 'floor' | 'surface' | 'exposure' | 'parking' | 'price' | 'rent' | 'yield' | 'status'>;

export function toGridLot(lot: Lot): GridLot {
  const { id, reference, typology, floor, surface, exposure, parking, price, rent, status } = lot;
  return { id, reference, typology, floor, surface, exposure, parking, price, rent, yield: lot.yield, status };
}

const filterOptionsAnswer = dataAnswer(filterOptionsSchema);
const lotGridAnswer = dataAnswer(lotGridSchema);
const residenceStateAnswer = dataAnswer(residenceStateSchema);
const pointsOfInterestAnswer = dataAnswer(z.array(pointOfInterestSchema));
const lotDetailAnswer = dataAnswer(lotDetailSchema);
const locationSearchAnswer = dataAnswer(locationSearchResultSchema);
const residenceListAnswer = dataOrSubscribeNowSchema(laravelPageSchema(residenceCardSchema));
const residenceAnswer = dataOrSubscribeNowSchema(residenceDetailSchema);

// GET residences[/type] – one page of programmes, filtered and sorted by the API
export async function listResidences(token: PartnerCaller, params: { type?: ResidenceType; filters: ProgrammeFilters }) {
  const path = params.type ? `residences/${params.type}` : 'residences';
  const query = programmeApiQuery(params.filters, { withTypes: !params.type });
  return dataOrSubscribe(await partnerJson(path, { token, query, answer: residenceListAnswer }));
}

// GET residences/filtres – values the filter bar offers
export async function getResidenceFilterOptions(token: PartnerCaller, type?: ResidenceType) {
  return (await partnerJson('residences/filtres', { token, query: { type }, answer: filterOptionsAnswer })).data;
}

// GET residence/{id}
export async function getResidence(token: PartnerCaller, id: number) {
  return dataOrSubscribe(await partnerJson(`residence/${id}`, { token, answer: residenceAnswer }));
}

// GET residence/{id}/grille-lots
export async function getLotGrid(token: PartnerCaller, id: number) {
  return (await partnerJson(`residence/${id}/grille-lots`, { token, answer: lotGridAnswer })).data.lots;
}

// GET residence/{id}/etat – lot statuses and the adviser's own state: never cached
export async function getResidenceState(token: string, id: number) {
  return (await partnerJson(`residence/${id}/etat`, { token, answer: residenceStateAnswer })).data;
}

// GET residence/{id}/grille-pdf – the raw PDF answer, streamed on by the BFF route handler
export async function getLotGridPdf(token: string, id: number): Promise<Response> {
  return partnerResponse(`residence/${id}/grille-pdf`, { token });
}

// GET residence/{id}/points-interet
export async function getPointsOfInterest(token: PartnerCaller, id: number) {
  return (await partnerJson(`residence/${id}/points-interet`, { token, answer: pointsOfInterestAnswer })).data;
}

// GET lot/{id}
export async function getLot(token: string, id: number) {
  return (await partnerJson(`lot/${id}`, { token, answer: lotDetailAnswer })).data;
}

// POST residence/search-by-location
export async function searchByLocation(token: string, body: LocationSearchInput) {
  return (await partnerJson('residence/search-by-location', { method: 'POST', token, body, answer: locationSearchAnswer })).data;
}
