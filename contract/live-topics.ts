/** What a live update may name (zod-free: the browser's event listener reads it on every page). */
export const LIVE_TOPICS = ['lot', 'kyc', 'message', 'reservation'] as const;
export type LiveTopic = (typeof LIVE_TOPICS)[number];
