/** The value at percentile `p` of `sorted` (ascending), by the nearest rank; NaN when there is none (scripts/bench/stats.mjs). */
export function percentile(sorted: number[], p: number): number;
/** The median of the finite values; NaN when there is none (scripts/bench/stats.mjs). */
export function median(values: number[]): number;
