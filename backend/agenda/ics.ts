import { createEvent } from 'ics';
import type { ContentRow } from '../db/queries/content';

/** Events without a stated length block an hour in the adviser's calendar. */
const DEFAULT_DURATION_MINUTES = 60;

/** One event or webinar as an iCalendar (RFC 5545) file with a single VEVENT, in UTC. */
export function agendaIcs(item: ContentRow & { startsAt: Date }, options: { uidDomain: string; url?: string }): string {
  const { error, value } = createEvent({
    uid: `${item.kind}-${item.id}@${options.uidDomain}`,
    productId: 'espace-partenaire/agenda',
    start: item.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: item.durationMinutes ?? DEFAULT_DURATION_MINUTES },
    title: item.title,
    description: item.summary,
    ...(options.url ? { url: options.url } : {}),
    status: 'CONFIRMED',
  });
  if (error || !value) throw error ?? new Error('ics');
  return value;
}
