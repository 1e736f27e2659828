import { z } from 'zod';
import { backOfficeText } from './back-office';

/** The back office's publishing of news, webinars, trainings and guides (`/api/back-office/content*`). */
const say = backOfficeText.errors;

export const STAFF_CONTENT_KINDS = ['news', 'webinar', 'training_ia', 'training_immobilier', 'guide'] as const;
export type StaffContentKind = (typeof STAFF_CONTENT_KINDS)[number];

/** Kinds with a date to come and a length (webinars) or a length alone (trainings). */
export const DATED_KINDS: readonly StaffContentKind[] = ['webinar'];
export const TIMED_KINDS: readonly StaffContentKind[] = ['webinar', 'training_ia', 'training_immobilier'];

export const CONTENT_BODY_MAX = 100_000;

export const contentInputSchema = z
  .object({
    kind: z.enum(STAFF_CONTENT_KINDS, { error: say.contentKind }),
    brand: z.string({ error: say.brand }).min(1, say.brand).max(10, say.brand),
    title: z.string({ error: say.contentTitle }).trim().min(1, say.contentTitle).max(200, say.contentTitleTooLong),
    summary: z.string({ error: say.contentSummary }).trim().min(1, say.contentSummary).max(500, say.contentSummaryTooLong),
    /** HTML from the editor; the API keeps only its allowlist before storing it. */
    body: z.string({ error: say.contentBody }).min(1, say.contentBody).max(CONTENT_BODY_MAX, say.contentBodyTooLong),
    starts_at: z.iso.datetime({ offset: true, error: say.startsAt }).nullable().default(null),
    duration_minutes: z.number({ error: say.duration }).int(say.duration).min(5, say.duration).max(600, say.duration).nullable().default(null),
    published: z.boolean({ error: say.published }),
  })
  .refine((input) => !DATED_KINDS.includes(input.kind) || input.starts_at !== null, { path: ['starts_at'], message: say.startsAt });
export type ContentInput = z.input<typeof contentInputSchema>;

export const contentPreviewSchema = z.object({
  body: z.string({ error: say.contentBody }).max(CONTENT_BODY_MAX, say.contentBodyTooLong),
});

export const staffContentQuerySchema = z.object({
  kind: z.enum(STAFF_CONTENT_KINDS, { error: say.contentKind }).optional(),
});

export const staffContentSchema = z.object({
  id: z.number().int(),
  kind: z.enum(STAFF_CONTENT_KINDS),
  marque: z.string(),
  title: z.string(),
  summary: z.string(),
  body: z.string().describe('HTML nettoyé : ce que les conseillers liront'),
  starts_at: z.string().nullable(),
  duration_minutes: z.number().int().nullable(),
  published: z.boolean(),
  published_at: z.string(),
});
export type StaffContent = z.infer<typeof staffContentSchema>;
/** GET back-office/content */
export const staffContentListSchema = z.object({ data: z.array(staffContentSchema) });
/** GET back-office/content/{id} */
export const staffContentAnswerSchema = z.object({ data: staffContentSchema });
/** POST back-office/content and PUT back-office/content/{id}: the confirmation and the item as stored. */
export const staffContentSavedSchema = staffContentAnswerSchema.extend({ message: z.string() });
/** POST back-office/content/preview: the body as it would be stored and shown to advisers. */
export const contentPreviewAnswerSchema = z.object({ data: z.object({ body: z.string() }) });
