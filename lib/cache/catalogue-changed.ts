import 'server-only';
import { refresh, revalidateTag, updateTag } from 'next/cache';
import type { ActionResult } from '@/lib/actions/action-result';
import { CATALOGUE_TAG } from './shared-catalogue';

/**
 * A staff write this app made through the partner API: its own cached catalogue is read afresh at the next render,
 * so the writer and the advisers served by this instance see the change at once (other instances within
 * CATALOGUE_REVALIDATE_SECONDS), and the writer's page is rendered again into the action's answer, as
 * `refreshingPage` does. Server actions only (`updateTag`, `refresh`).
 */
export async function changingCatalogue<T>(write: Promise<ActionResult<T>>): Promise<ActionResult<T>> {
  const result = await write;
  if (result.ok) {
    updateTag(CATALOGUE_TAG);
    refresh();
  }
  return result;
}

/** The same for a staff write answered by a route handler (the multipart uploads), where `updateTag` is not allowed. */
export function catalogueChangedBy(response: Response): Response {
  if (response.ok) revalidateTag(CATALOGUE_TAG, { expire: 0 });
  return response;
}
