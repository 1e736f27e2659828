import 'server-only';
import { getLotGrid, getPointsOfInterest, getResidence, getResidenceFilterOptions, toGridLot } from '@/lib/partner/programmes';
import { sharedCatalogue } from './shared-catalogue';

// Catalogue reads shared by the advisers of one scope. What changes under them (lot statuses, favourites, the
// adviser's subscription form) comes from GET residence/{id}/etat at each render (lib/programmes/live-state.ts).
export const residenceOf = sharedCatalogue('residence', getResidence);
export const lotGridOf = sharedCatalogue('grid', async (caller, id: number) => (await getLotGrid(caller, id)).map(toGridLot));
export const pointsOfInterestOf = sharedCatalogue('poi', getPointsOfInterest);
export const filterOptionsOf = sharedCatalogue('filters', getResidenceFilterOptions);
