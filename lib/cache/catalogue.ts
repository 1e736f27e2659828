import 'server-only';
import { getLotGrid, getPointsOfInterest, getResidence, getResidenceFilterOptions, toGridLot } from '@/lib/partner/programmes';
import { FIRST_SORT, sortLots } from '@/lib/programmes/lot-grid-model';
import { sharedCatalogue } from './shared-catalogue';

// Catalogue reads shared by the advisers of one scope. What changes under them (lot statuses, favourites, the
// adviser's subscription form) comes from GET residence/{id}/etat at each render (lib/programmes/live-state.ts).
export const residenceOf = sharedCatalogue('residence', getResidence);
// Kept in the grid's first order: each page view then finds its first screen's lots in one pass over a sorted list
// instead of sorting two hundred references again with the French collator.
export const lotGridOf = sharedCatalogue('grid', async (caller, id: number) =>
  sortLots((await getLotGrid(caller, id)).map(toGridLot), FIRST_SORT.key, FIRST_SORT.direction),
);
export const pointsOfInterestOf = sharedCatalogue('poi', getPointsOfInterest);
export const filterOptionsOf = sharedCatalogue('filters', getResidenceFilterOptions);
