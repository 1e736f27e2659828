import 'server-only';
import { contentPageSchema } from '@/contract/content';
import { partnerJson, partnerResponse } from './client';

// GET agenda – events and webinars to come, the next one first
export function listAgenda(token: string, query: { page?: number; per_page?: number } = {}) {
  return partnerJson('agenda', { token, query, answer: contentPageSchema });
}

// GET agenda/{id}/ics – one event as an iCalendar file
export function agendaIcs(token: string, id: number) {
  return partnerResponse(`agenda/${id}/ics`, { token });
}
