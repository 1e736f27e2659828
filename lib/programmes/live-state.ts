import { LOT_STATUSES } from '@/contract/catalogue-values';
import type { LotStatus, Residence, ResidenceState } from '@/lib/partner/programmes';
import { FIRST_SCREEN_LOTS } from './lot-grid-model';
import { withPackedStatus, type PackedLots, type PackedStatuses } from './packed-lots';

/** The lots `statuses` names, each with its status there; a lot it does not name is gone. */
export function withStatuses<L extends { id: number; status: LotStatus }>(lots: L[], statuses: { id: number; status: LotStatus }[]): L[] {
  const statusOf = new Map(statuses.map((lot) => [lot.id, lot.status]));
  return lots.flatMap((lot) => {
    const status = statusOf.get(lot.id);
    return status ? [{ ...lot, status }] : [];
  });
}

/** What a residence page carries of its lots: the descriptions of its first screen, and every lot's live status. */
export interface LiveLots {
  first: PackedLots;
  statuses: PackedStatuses;
}

/**
 * A cached residence and lot grid (packed, in the grid's first order) brought to the live state: each lot takes its
 * current status (a lot the state no longer lists is gone), the availability counts are counted again, the favourite
 * is the adviser's own. The grid stays packed throughout: a page view reads two hundred lots without making an
 * object of each.
 */
export function withLiveState(residence: Residence, grid: PackedLots | null, state: ResidenceState): { residence: Residence; lots: LiveLots | null } {
  const statusOf = new Map(state.lots.map((lot) => [lot.id, LOT_STATUSES.indexOf(lot.status)]));
  const lots = grid && liveLots(grid, statusOf);
  const available = lots && availableByTypology(lots);
  return {
    residence: {
      ...residence,
      is_favorite: state.is_favorite,
      lots_available: state.lots.filter((lot) => lot.status === 'available').length,
      typologies: available ? residence.typologies.map((row) => ({ ...row, available: available.get(row.typology) ?? 0 })) : residence.typologies,
    },
    lots: lots && { first: { words: lots.words, rows: lots.rows.slice(0, FIRST_SCREEN_LOTS) }, statuses: lots.rows.map((row) => [row[0], row[10]]) },
  };
}

/** The grid's lots that `statusOf` names, in their order, each with its status there (an index in LOT_STATUSES). */
function liveLots(grid: PackedLots, statusOf: Map<number, number>): PackedLots {
  const rows = grid.rows.flatMap((row) => {
    const status = statusOf.get(row[0]);
    return status === undefined ? [] : [withPackedStatus(row, status)];
  });
  return { words: grid.words, rows };
}

function availableByTypology(lots: PackedLots): Map<string, number> {
  const counts = new Map<string, number>();
  for (const row of lots.rows) {
    if (LOT_STATUSES[row[10]] !== 'available') continue;
    const typology = lots.words[row[2]];
    counts.set(typology, (counts.get(typology) ?? 0) + 1);
  }
  return counts;
}
