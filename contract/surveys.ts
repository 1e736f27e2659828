import { z } from 'zod';
import { messages } from './messages';

const m = messages.api.surveys;

export const surveySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  question: z.string(),
  choices: z.array(z.string()),
  closes_at: z.string(),
  open: z.boolean(),
  my_choice: z.string().nullable(),
});
export type Survey = z.infer<typeof surveySchema>;

/** PUT sondages/{id}/reponse, and the survey card's form. */
export const surveyAnswerSchema = z.object({ choice: z.string({ error: m.choice }).trim().min(1, m.choice).max(200, m.choice) });
export type SurveyAnswerInput = z.infer<typeof surveyAnswerSchema>;

export const surveyAnsweredSchema = z.object({ message: z.string(), data: surveySchema });
