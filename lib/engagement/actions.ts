'use server';

import { z } from 'zod';
import { updateCommunications } from '@/lib/partner/communications';
import { ENUM_NAMES, getEnum, type EnumChoice } from '@/lib/partner/enums';
import { markAllNotificationsRead, markNotificationRead, unreadNotifications } from '@/lib/partner/notifications';
import { answerSurvey, type Survey } from '@/lib/partner/surveys';
import { idSchema } from '@/contract/ids';
import type { ActionResult } from '@/lib/action-result';
import { checkedActionOnId } from '@/lib/checked-action';
import { invalidRequest, partnerAction } from '@/lib/partner-action';
import { surveyAnswerSchema } from '@/contract/surveys';
import { communicationsFormSchema, toCommunicationsInput } from '@/contract/communications';

const enumNameSchema = z.enum(ENUM_NAMES);

/** GET notifications/unread-count – the header badge. */
export async function unreadCountAction(): Promise<ActionResult<number>> {
  return partnerAction((token) => unreadNotifications(token));
}

/** PUT notifications/{id}/read */
export async function markNotificationReadAction(id: number): Promise<ActionResult<{ unread: number }>> {
  if (!idSchema.safeParse(id).success) return invalidRequest('notification');
  return partnerAction(async (token) => ({ unread: (await markNotificationRead(token, id)).unread }), { mutation: true });
}

/** PUT notifications/read-all */
export async function markAllNotificationsReadAction(): Promise<ActionResult<{ unread: number }>> {
  return partnerAction(async (token) => ({ unread: (await markAllNotificationsRead(token)).data.unread }), { mutation: true });
}

/** PUT sondages/{id}/reponse */
export async function answerSurveyAction(id: number, input: unknown): Promise<ActionResult<{ message: string; data: Survey }>> {
  return checkedActionOnId(id, surveyAnswerSchema, input, (token, body) => answerSurvey(token, id, body), 'survey');
}

/** PUT cgps/{id} – the page passes the adviser's own id; the API answers 404 for any other. */
export async function updateCommunicationsAction(userId: number, input: unknown): Promise<ActionResult<{ message: string }>> {
  return checkedActionOnId(userId, communicationsFormSchema, input, (token, body) => updateCommunications(token, userId, toCommunicationsInput(body)), 'adviser');
}

/** GET web-content/enums/{name} – a form's choices. */
export async function enumChoicesAction(name: string): Promise<ActionResult<EnumChoice[]>> {
  const parsed = enumNameSchema.safeParse(name);
  if (!parsed.success) return invalidRequest('enumeration');
  return partnerAction((token) => getEnum(token, parsed.data));
}
