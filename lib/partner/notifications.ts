import 'server-only';
import { allReadSchema, notificationPageSchema, notificationReadSchema, unreadCountSchema } from '@/contract/notifications';
import { partnerJson } from './client';

export type { NotificationKind, PartnerNotification } from '@/contract/notifications';

// GET notifications – the adviser's notifications, newest first, with the unread count
export function listNotifications(token: string, query: { page?: number; per_page?: number; non_lues?: '0' | '1' } = {}) {
  return partnerJson('notifications', { token, query, answer: notificationPageSchema });
}

// GET notifications/unread-count – the header badge
export async function unreadNotifications(token: string) {
  return (await partnerJson('notifications/unread-count', { token, answer: unreadCountSchema })).data.unread;
}

// PUT notifications/{id}/read – one notification read
export function markNotificationRead(token: string, id: number) {
  return partnerJson(`notifications/${id}/read`, { method: 'PUT', token, answer: notificationReadSchema });
}

// PUT notifications/read-all – every notification read
export function markAllNotificationsRead(token: string) {
  return partnerJson('notifications/read-all', { method: 'PUT', token, answer: allReadSchema });
}
