import { z } from 'zod';
import { chartSchema } from './charts';
import { RESIDENCE_TYPES } from './programmes';
import { SALE_STATUSES } from './sales';
import { periodeSchema } from './stats-report';

const int = z.number().int();
const liveOptionsSchema = z.object({ placed: int, notified: int, reserved: int, total: int });

/** GET dashboard: the adviser's own figures (the direction's figures have the same shape). */
export const dashboardFiguresSchema = z.object({
  options: liveOptionsSchema,
  reservations: z.object({ count: int, amount: int }),
  sales: z.array(z.object({ status: z.enum(SALE_STATUSES), label: z.string(), count: int, amount: int, commission: int })),
  clients: int,
  open_disputes: int,
  charts: z.array(chartSchema),
});
export type DashboardFigures = z.infer<typeof dashboardFiguresSchema>;

export const directionAdviserSchema = z.object({
  id: int,
  prenom: z.string(),
  nom: z.string(),
  cabinet: z.string().nullable(),
  sales_count: int,
  sales_amount: int,
});
export type DirectionAdviser = z.infer<typeof directionAdviserSchema>;

/** GET dashboard/direction/stats. */
export const directionStatsSchema = z.object({ figures: dashboardFiguresSchema, advisers: z.array(directionAdviserSchema) });

/** GET dashboard/direction: SPEC §7 answers where the director's dashboard lives. */
export const directionUrlSchema = z.object({ url: z.string() });

/** GET dashboard/residence/{id}: the programme's lots, and the adviser's own options, reservations and sales of the period. */
export const residenceDashboardSchema = z.object({
  residence: z.object({ id: int, name: z.string(), city: z.string(), type: z.enum(RESIDENCE_TYPES) }),
  periode: periodeSchema,
  lots: z.object({ total: int, available: int, optioned: int, reserved: int, sold: int }),
  options: liveOptionsSchema,
  reservations: z.object({ count: int, amount: int }),
  sales: z.object({ count: int, amount: int, commission: int }),
  charts: z.array(chartSchema),
});
export type ResidenceDashboard = z.infer<typeof residenceDashboardSchema>;
