import type { LiveEvent } from '@/contract/live-events';

/**
 * Whether the page itself shows what changed. Lots change often (every option placed by any adviser of the brand):
 * only the page of their residence is redrawn; an open lot panel anywhere follows through its query key.
 */
export function pageShows(event: LiveEvent, pathname: string): boolean {
  if (event.topic !== 'lot') return true;
  return event.residence_id !== null && pathname.split('/').includes(String(event.residence_id));
}
