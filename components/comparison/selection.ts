/** A comparison shows 2 to 4 lots side by side. */
export const MIN_COMPARED = 2;
export const MAX_COMPARED = 4;

const isLotId = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0 && (value as number) <= 2_147_483_647;

function distinct(ids: number[]): number[] {
  return [...new Set(ids)].slice(0, MAX_COMPARED);
}

/** The stored selection (a JSON array of lot ids); anything unreadable is an empty selection. */
export function parseSelection(raw: string | null): number[] {
  try {
    const value: unknown = JSON.parse(raw ?? '[]');
    return Array.isArray(value) ? distinct(value.filter(isLotId)) : [];
  } catch {
    return [];
  }
}

/** Adds or removes a lot; a fifth lot is not added (`full`). */
export function toggleLot(ids: readonly number[], id: number): { ids: number[]; full: boolean } {
  if (ids.includes(id)) return { ids: ids.filter((other) => other !== id), full: false };
  if (ids.length >= MAX_COMPARED) return { ids: [...ids], full: true };
  return { ids: [...ids, id], full: false };
}

/** `?lots=` of the comparison page: the lots in order, at most four, anything odd ignored. */
export function parseLotsParam(raw: string | string[] | undefined): number[] {
  if (typeof raw !== 'string') return [];
  return distinct(raw.split(',').filter((part) => /^\d{1,10}$/.test(part)).map(Number).filter(isLotId));
}

/** The comparison page of these lots; its URL carries the lots, so it prints and shares as it is. */
export function comparisonHref(ids: readonly number[]): string {
  return `/comparaison?lots=${ids.join(',')}`;
}

/** Storage key of one adviser's selection in this browser (several accounts may share it). */
export function selectionKey(owner: string): string {
  return `ep-comparaison:${owner}`;
}
