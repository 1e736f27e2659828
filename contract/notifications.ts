import { z } from 'zod';
import { messages } from './messages';
import { NOTIFICATION_KINDS } from './notification-kinds';
import { laravelPageSchema, pagingQuery } from './paging';

export { NOTIFICATION_KINDS, type NotificationKind } from './notification-kinds';

export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  /** The screen of this site the notification is about. */
  link: z.string().nullable(),
  created_at: z.string(),
  read_at: z.string().nullable(),
});
export type PartnerNotification = z.infer<typeof notificationSchema>;

/** Notifications are paged by 20; `non_lues=1` keeps the unread ones. */
export const notificationsQuerySchema = z.object({
  ...pagingQuery(20),
  non_lues: z.enum(['0', '1'], { error: messages.api.notifications.unreadFlag }).optional(),
});

export const notificationPageSchema = z.object({ data: laravelPageSchema(notificationSchema), unread: z.number().int() });
export const unreadCountSchema = z.object({ data: z.object({ unread: z.number().int() }) });
export const notificationReadSchema = z.object({ data: notificationSchema, unread: z.number().int() });
export const allReadSchema = z.object({ data: z.object({ updated: z.number().int(), unread: z.number().int() }) });
