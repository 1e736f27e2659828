import { createRoute, z } from '@hono/zod-openapi';
import { withAuth, type AuthEnv } from '../auth/with-auth';
import { findSurvey, listSurveys, saveSurveyAnswer, type SurveyRow } from '../db/queries/surveys';
import type { Deps } from '../deps';
import { ApiError, invalid } from '../errors';
import { bearer, createRouter, errorResponses, errorSchema, idParam, json, jsonBody } from '../http/openapi';
import * as contract from '../../contract/surveys';
import { messages } from '../../contract/messages';

const surveySchema = contract.surveySchema.openapi('Survey');
const answerBody = contract.surveyAnswerSchema.openapi('SurveyAnswer');
const m = messages.api.surveys;

const surveyView = (survey: SurveyRow, choice: string | null, now: Date): contract.Survey => ({
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
        200: json(contract.surveyAnsweredSchema.extend({ data: surveySchema }), 'Réponse enregistrée'),
        401: errorResponses[401],
        404: errorResponses[404],
        409: json(errorSchema, 'Sondage clos'),
        422: errorResponses[422],
      },
    }),
    async (c) => {
      const now = deps.clock.now();
      const survey = await findSurvey(deps.db, { brandCode: c.var.caller.brandCode, id: c.req.valid('param').id, now });
      if (!survey) throw new ApiError('not_found', m.notFound);
      if (survey.closesAt.getTime() <= now.getTime()) throw new ApiError('conflict', m.closed);
      const { choice } = c.req.valid('json');
      if (!survey.choices.includes(choice)) throw invalid('choice', m.unknownChoice);
      await saveSurveyAnswer(deps.db, { surveyId: survey.id, userId: c.var.caller.id, choice, now });
      return c.json({ message: m.thanks, data: surveyView(survey, choice, now) }, 200);
    },
  );

  return router;
}
