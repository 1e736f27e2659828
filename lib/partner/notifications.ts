import 'server-only';
import { partnerJson } from './client';
import type { LaravelPage } from './paging';

export type NotificationKind = 'info' | 'option_expiring' | 'option_expired' | 'kyc_validated' | 'kyc_refused' | 'message' | 'reservation_step';

export interface PartnerNotification {
  id: number;
  kind: NotificationKind;
  title: string;
  body: string;
  /** The screen of this site the notification is about. */
  link: string | null;
  created_at: string;
  read_at: string | null;
}

// GET notifications – the adviser's notifications, newest first, with the unread count
export function listNotifications(token: string, query: { page?: number; per_page?: number; non_lues?: '0' | '1' } = {}) {
  return partnerJson<{ data: LaravelPage<PartnerNotification>; unread: number }>('notifications', { token, query });
}

// GET notifications/unread-count – the header badge
export async function unreadNotifications(token: string): Promise<number> {
  return (await partnerJson<{ data: { unread: number } }>('notifications/unread-count', { token })).data.unread;
}

// PUT notifications/{id}/read – one notification read
export function markNotificationRead(token: string, id: number) {
  return partnerJson<{ data: PartnerNotification; unread: number }>(`notifications/${id}/read`, { method: 'PUT', token });
}

// PUT notifications/read-all – every notification read
export function markAllNotificationsRead(token: string) {
  return partnerJson<{ data: { updated: number; unread: number } }>('notifications/read-all', { method: 'PUT', token });
}
