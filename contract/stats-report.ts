import { z } from 'zod';
import { chartSchema } from './charts';
import { messages } from './messages';
import { laravelPageSchema, pagingQuery } from './paging';
import { DEFAULT_PERIODE, PERIODES, STATS_PATHS, type Periode } from './stats';

// The answers of GET stats/{path}; kept apart from stats.ts, whose constants the browser reads without zod.

const m = messages.api.stats;

export const periodeSchema = z.enum(Object.keys(PERIODES) as [Periode, ...Periode[]], { error: m.periode }).default(DEFAULT_PERIODE);
export const statsPathSchema = z.enum(STATS_PATHS, { error: m.path });

export const STATS_FORMATS = ['text', 'month', 'number', 'euros', 'days'] as const;
export const statsColumnSchema = z.object({ key: z.string(), label: z.string(), format: z.enum(STATS_FORMATS) });
export type StatsColumn = z.infer<typeof statsColumnSchema>;
export type StatsFormat = StatsColumn['format'];
export const statsDisplaySchema = z.object({ page: z.string(), type: z.literal('table'), label: z.string(), columns: z.array(statsColumnSchema) });
export const statsRowSchema = z.record(z.string(), z.union([z.string(), z.number(), z.null()]));
export type StatsRow = z.infer<typeof statsRowSchema>;
export const statsTotalsSchema = z.record(z.string(), z.number());

/** SPEC §3 Stats page: display (page, type, label, columns) and the data, here one Laravel page of rows. */
export const statsPageSchema = z.object({
  display: statsDisplaySchema,
  periode: periodeSchema,
  data: laravelPageSchema(statsRowSchema),
  totals: statsTotalsSchema,
  charts: z.array(chartSchema),
});
export type StatsPage = z.infer<typeof statsPageSchema>;

/** Statistics tables are paged by 12. */
export const statsQuerySchema = z.object({ periode: periodeSchema, ...pagingQuery(12) });
