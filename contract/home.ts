import { z } from 'zod';
import { chartSchema } from './charts';

const figureSchema = z.object({ key: z.string(), label: z.string(), value: z.number(), format: z.enum(['number', 'euros']) });
export type HomeFigure = z.infer<typeof figureSchema>;

export const residenceActivitySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.string(),
  options: z.number().int(),
  reservations: z.number().int(),
  sales: z.number().int(),
  amount: z.number().int(),
});
export type ResidenceActivity = z.infer<typeof residenceActivitySchema>;

/** SPEC §3 Home response: one block per display.page. */
export const homeBlockSchema = z.object({
  display: z.object({ page: z.string(), type: z.enum(['figures', 'residences']), label: z.string() }),
  figures: z.array(figureSchema),
  charts: z.array(chartSchema),
  residences: z.array(residenceActivitySchema).optional(),
});
export type HomeBlock = z.infer<typeof homeBlockSchema>;

/** GET accueil/business: what needs the adviser today. */
export const homeBusinessSchema = z.object({
  options_expiring: z.array(
    z.object({
      id: z.number().int(),
      expires_at: z.string(),
      lot_reference: z.string(),
      residence: z.object({ id: z.number().int(), name: z.string() }),
      client: z.string().nullable(),
    }),
  ),
  kyc_to_send: z.array(z.object({ document_type: z.string(), nom: z.string(), state: z.string() })),
  unread_messages: z.object({
    total: z.number().int(),
    threads: z.array(z.object({ id: z.number().int(), subject: z.string(), unread: z.number().int(), last_at: z.string() })),
  }),
});
export type HomeBusiness = z.infer<typeof homeBusinessSchema>;
