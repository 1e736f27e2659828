/**
 * What a notification is about. Free of zod, so the database schema can read it before the API has extended zod
 * with its OpenAPI methods.
 */
export const NOTIFICATION_KINDS = [
  'info',
  'option_expiring',
  'option_expired',
  'kyc_validated',
  'kyc_refused',
  'message',
  'reservation_step',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
