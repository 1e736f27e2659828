import { DEFAULT_PERIODE, isPeriode, type Periode } from '@/contract/stats';

/** The `periode` of a screen's URL; a value the screen does not offer falls back to the default period. */
export function periodeParam(raw: string | string[] | undefined): Periode {
  return isPeriode(raw) ? raw : DEFAULT_PERIODE;
}

/** The query string that keeps a period in a link: none for the default period, so plain URLs stay plain. */
export function periodeQuery(periode: Periode): string {
  return periode === DEFAULT_PERIODE ? '' : `periode=${periode}`;
}
