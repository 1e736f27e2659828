import 'server-only';
import { z } from 'zod';
import { surveyAnsweredSchema, surveySchema, type SurveyAnswerInput } from '@/contract/surveys';
import { partnerJson } from './client';
import { dataAnswer } from './data-answer';

const surveysAnswer = dataAnswer(z.array(surveySchema));

export type { Survey } from '@/contract/surveys';

// GET sondages – the surveys put to the adviser's brand, with the adviser's answers
export function listSurveys(token: string) {
  return partnerJson('sondages', { token, answer: surveysAnswer });
}

// PUT sondages/{id}/reponse – answer an open survey
export function answerSurvey(token: string, id: number, input: SurveyAnswerInput) {
  return partnerJson(`sondages/${id}/reponse`, { method: 'PUT', token, body: input, answer: surveyAnsweredSchema });
}
