import 'server-only';
import type { SurveyAnswerInput } from '@/lib/validation/engagement';
import { partnerJson } from './client';

export interface Survey {
  id: number;
  title: string;
  question: string;
  choices: string[];
  closes_at: string;
  open: boolean;
  my_choice: string | null;
}

// GET sondages – the surveys put to the adviser's brand, with the adviser's answers
export function listSurveys(token: string) {
  return partnerJson<{ data: Survey[] }>('sondages', { token });
}

// PUT sondages/{id}/reponse – answer an open survey
export function answerSurvey(token: string, id: number, input: SurveyAnswerInput) {
  return partnerJson<{ message: string; data: Survey }>(`sondages/${id}/reponse`, { method: 'PUT', token, body: input });
}
