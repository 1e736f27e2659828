import 'server-only';
import { partnerJson, partnerResponse } from './client';
import type { ContentItem } from './content';
import type { PagedResponse } from './paging';

// GET agenda – events and webinars to come, the next one first
export function listAgenda(token: string, query: { page?: number; per_page?: number } = {}) {
  return partnerJson<PagedResponse<ContentItem>>('agenda', { token, query });
}

// GET agenda/{id}/ics – one event as an iCalendar file
export function agendaIcs(token: string, id: number) {
  return partnerResponse(`agenda/${id}/ics`, { token });
}
