/** Statistics pages of SPEC §2 (`/stats/{path}`), each answered by `GET stats/{path}`. */
export const STATS_PATHS = ['ventes', 'clients', 'litiges'] as const;
export type StatsPath = (typeof STATS_PATHS)[number];

/** The `periode` query of the statistics and dashboards (SPEC §9): rolling whole calendar months, the current one included. */
export const PERIODES = { '3m': 3, '6m': 6, '12m': 12, '24m': 24 } as const;
export type Periode = keyof typeof PERIODES;
export const DEFAULT_PERIODE: Periode = '12m';

export function isStatsPath(value: unknown): value is StatsPath {
  return typeof value === 'string' && (STATS_PATHS as readonly string[]).includes(value);
}

export function isPeriode(value: unknown): value is Periode {
  return typeof value === 'string' && Object.hasOwn(PERIODES, value);
}
