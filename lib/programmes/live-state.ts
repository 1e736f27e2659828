import type { LotStatus, Residence, ResidenceState } from '@/lib/partner/programmes';

/** The lots `statuses` names, each with its status there; a lot it does not name is gone. */
export function withStatuses<L extends { id: number; status: LotStatus }>(lots: L[], statuses: { id: number; status: LotStatus }[]): L[] {
  const statusOf = new Map(statuses.map((lot) => [lot.id, lot.status]));
  return lots.flatMap((lot) => {
    const status = statusOf.get(lot.id);
    return status ? [{ ...lot, status }] : [];
  });
}

/**
 * A cached residence and lot grid brought to the live state: each lot takes its current status (a lot the state
 * no longer lists is gone), the availability counts are counted again, the favourite is the adviser's own.
 */
export function withLiveState<L extends { id: number; typology: string; status: LotStatus }>(
  residence: Residence,
  lots: L[] | null,
  state: ResidenceState,
): { residence: Residence; lots: L[] | null } {
  const liveLots = lots && withStatuses(lots, state.lots);
  const availableByTypology = new Map<string, number>();
  for (const lot of liveLots ?? []) {
    if (lot.status === 'available') availableByTypology.set(lot.typology, (availableByTypology.get(lot.typology) ?? 0) + 1);
  }
  return {
    residence: {
      ...residence,
      is_favorite: state.is_favorite,
      lots_available: state.lots.filter((lot) => lot.status === 'available').length,
      typologies: liveLots
        ? residence.typologies.map((row) => ({ ...row, available: availableByTypology.get(row.typology) ?? 0 }))
        : residence.typologies,
    },
    lots: liveLots ?? null,
  };
}
