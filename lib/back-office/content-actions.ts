'use server';

import { contentInputSchema, contentPreviewSchema } from '@/contract/back-office-content';
import { changingCatalogue } from '@/lib/cache/catalogue-changed';
import { checkedAction, checkedActionOnId } from '@/lib/actions/checked-action';
import { createStaffContent, previewStaffContent, updateStaffContent } from '@/lib/partner/back-office-content';

/** POST back-office/content – a new item for one of the staff member's brands */
export async function createContentAction(input: unknown) {
  return changingCatalogue(checkedAction(contentInputSchema, input, (token, body) => createStaffContent(token, body)));
}

/** PUT back-office/content/{id} – change, publish or take back */
export async function updateContentAction(id: number, input: unknown) {
  return changingCatalogue(checkedActionOnId(id, contentInputSchema, input, (token, body) => updateStaffContent(token, id, body)));
}

/** POST back-office/content/preview – the body cleaned as the API will store it */
export async function previewContentAction(input: unknown) {
  return checkedAction(contentPreviewSchema, input, async (token, body) => (await previewStaffContent(token, body.body)).data.body);
}
