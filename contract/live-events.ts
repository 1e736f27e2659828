import { z } from 'zod';
import { LIVE_TOPICS } from './live-topics';

/** One live update (`GET /api/events`, `GET /api/events/stream`), scoped to the caller; the client refetches what it names. */
export const liveEventSchema = z.object({
  id: z.number().int(),
  topic: z.enum(LIVE_TOPICS),
  ref_id: z.number().int(),
  residence_id: z.number().int().nullable(),
});
export type LiveEvent = z.infer<typeof liveEventSchema>;
