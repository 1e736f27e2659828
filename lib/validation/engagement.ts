import { z } from 'zod';

export const surveyAnswerSchema = z.object({ choice: z.string().trim().min(1, 'Choisissez une réponse').max(200, 'Choisissez une réponse') });
export type SurveyAnswerInput = z.infer<typeof surveyAnswerSchema>;
