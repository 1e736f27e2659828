import { createRoute, z } from '@hono/zod-openapi';
import { withAuth, type AuthEnv } from '../auth/with-auth';
import { findSurvey, listSurveys, saveSurveyAnswer, type SurveyRow } from '../db/queries/surveys';
import type { Deps } from '../deps';
import { ApiError, invalid } from '../errors';
import { bearer, createRouter, errorResponses, errorSchema, idParam, json, jsonBody } from '../http/openapi';

const surveySchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    question: z.string(),
    choices: z.array(z.string()),
    closes_at: z.string(),
    open: z.boolean(),
    my_choice: z.string().nullable(),
  })
  .openapi('Survey');

const answerBody = z
  .object({ choice: z.string({ error: 'Choisissez une réponse' }).trim().min(1, 'Choisissez une réponse').max(200, 'Choisissez une réponse') })
  .openapi('SurveyAnswer');

const surveyView = (survey: SurveyRow, choice: string | null, now: Date) => ({
  id: survey.id,
  title: survey.title,
  question: survey.question,
  choices: survey.choices,
  closes_at: survey.closesAt.toISOString(),
  open: survey.closesAt.getTime() > now.getTime(),
  my_choice: choice,
});

export function surveysRouter(deps: Deps) {
  const router = createRouter<AuthEnv>();
  const auth = withAuth(deps);

  // GET /api/sondages – the surveys put to the caller's brand, with the caller's answers
  router.openapi(
    createRoute({
      method: 'get',
      path: '/sondages',
      tags: ['Sondages'],
      security: bearer,
      middleware: [auth] as const,
      responses: { 200: json(z.object({ data: z.array(surveySchema) }), 'Sondages'), 401: errorResponses[401] },
    }),
    async (c) => {
      const now = deps.clock.now();
      const rows = await listSurveys(deps.db, { userId: c.var.caller.id, brandCode: c.var.caller.brandCode, now });
      return c.json({ data: rows.map((row) => surveyView(row.survey, row.choice, now)) }, 200);
    },
  );

  // PUT /api/sondages/{id}/reponse – answer an open survey (answering again replaces the answer)
  router.openapi(
    createRoute({
      method: 'put',
      path: '/sondages/{id}/reponse',
      tags: ['Sondages'],
      security: bearer,
      middleware: [auth] as const,
      request: { params: idParam, body: jsonBody(answerBody) },
      responses: {
        200: json(z.object({ message: z.string(), data: surveySchema }), 'Réponse enregistrée'),
        401: errorResponses[401],
        404: errorResponses[404],
        409: json(errorSchema, 'Sondage clos'),
        422: errorResponses[422],
      },
    }),
    async (c) => {
      const now = deps.clock.now();
      const survey = await findSurvey(deps.db, { brandCode: c.var.caller.brandCode, id: c.req.valid('param').id, now });
      if (!survey) throw new ApiError('not_found', 'Sondage introuvable');
      if (survey.closesAt.getTime() <= now.getTime()) throw new ApiError('conflict', 'Ce sondage est clos');
      const { choice } = c.req.valid('json');
      if (!survey.choices.includes(choice)) throw invalid('choice', 'Choisissez une des réponses proposées');
      await saveSurveyAnswer(deps.db, { surveyId: survey.id, userId: c.var.caller.id, choice, now });
      return c.json({ message: 'Merci pour votre réponse', data: surveyView(survey, choice, now) }, 200);
    },
  );

  return router;
}
