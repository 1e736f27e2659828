'use server';

import { createThread, markThreadRead, replyToThread, type ThreadDetail } from '@/lib/partner/messages';
import type { ActionResult } from '@/lib/actions/action-result';
import { actionOnId, checkedAction, checkedActionOnId } from '@/lib/actions/checked-action';
import { replyInputSchema, threadInputSchema } from '@/contract/messaging';
import { refreshingPage } from '@/lib/actions/refreshing-page';

/** POST messages/threads/{id} */
export async function replyAction(id: number, input: unknown): Promise<ActionResult<{ data: ThreadDetail }>> {
  return refreshingPage(checkedActionOnId(id, replyInputSchema, input, (token, body) => replyToThread(token, id, body), 'conversation'));
}

/** PUT messages/threads/{id}/read */
export async function markThreadReadAction(id: number): Promise<ActionResult<void>> {
  return actionOnId(id, (token) => markThreadRead(token, id), 'conversation');
}

/** POST messages/threads */
export async function composeAction(input: unknown): Promise<ActionResult<{ data: ThreadDetail }>> {
  return checkedAction(threadInputSchema, input, (token, body) => createThread(token, body));
}

