import 'server-only';
import { getLotGrid, getPointsOfInterest, getResidence, getResidenceFilterOptions, toGridLot } from '@/lib/partner/programmes';
import type { ResidenceType } from '@/lib/programmes/filters';
import { residenceTag, sharedCatalogue } from './catalogue-cache';

// Catalogue reads shared by the advisers of one scope. What changes under them (lot statuses, favourites, the
// adviser's subscription form) comes from GET residence/{id}/etat at each render (lib/programmes/live-state.ts).

export function residenceOf(scope: string | null, token: string, id: number) {
  return sharedCatalogue(scope, `residence:${id}`, [residenceTag(id)], () => getResidence(token, id));
}

export function lotGridOf(scope: string | null, token: string, id: number) {
  return sharedCatalogue(scope, `grid:${id}`, [residenceTag(id)], async () => (await getLotGrid(token, id)).map(toGridLot));
}

export function pointsOfInterestOf(scope: string | null, token: string, id: number) {
  return sharedCatalogue(scope, `poi:${id}`, [residenceTag(id)], () => getPointsOfInterest(token, id));
}

export function filterOptionsOf(scope: string | null, token: string, type?: ResidenceType) {
  return sharedCatalogue(scope, `filters:${type ?? 'all'}`, [], () => getResidenceFilterOptions(token, type));
}
