'use server';

import { updateCommunications } from '@/lib/partner/communications';
import { markAllNotificationsRead, markNotificationRead } from '@/lib/partner/notifications';
import { answerSurvey, type Survey } from '@/lib/partner/surveys';
import { idSchema } from '@/contract/ids';
import type { ActionResult } from '@/lib/actions/action-result';
import { checkedActionOnId } from '@/lib/actions/checked-action';
import { invalidRequest, partnerAction } from '@/lib/actions/partner-action';
import { refreshingPage } from '@/lib/actions/refreshing-page';
import { surveyAnswerSchema } from '@/contract/surveys';
import { communicationsFormSchema, toCommunicationsInput } from '@/contract/communications';


/** PUT notifications/{id}/read */
export async function markNotificationReadAction(id: number): Promise<ActionResult<{ unread: number }>> {
  if (!idSchema.safeParse(id).success) return invalidRequest('notification');
  return refreshingPage(partnerAction(async (token) => ({ unread: (await markNotificationRead(token, id)).unread }), { mutation: true }));
}

/** PUT notifications/read-all */
export async function markAllNotificationsReadAction(): Promise<ActionResult<{ unread: number }>> {
  return refreshingPage(partnerAction(async (token) => ({ unread: (await markAllNotificationsRead(token)).data.unread }), { mutation: true }));
}

/** PUT sondages/{id}/reponse */
export async function answerSurveyAction(id: number, input: unknown): Promise<ActionResult<{ message: string; data: Survey }>> {
  return refreshingPage(checkedActionOnId(id, surveyAnswerSchema, input, (token, body) => answerSurvey(token, id, body), 'survey'));
}

/** PUT cgps/{id} – the page passes the adviser's own id; the API answers 404 for any other. */
export async function updateCommunicationsAction(userId: number, input: unknown): Promise<ActionResult<{ message: string }>> {
  return refreshingPage(
    checkedActionOnId(userId, communicationsFormSchema, input, (token, body) => updateCommunications(token, userId, toCommunicationsInput(body)), 'adviser'),
  );
}

