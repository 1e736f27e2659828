import { and, desc, eq, isNull, lte, or } from 'drizzle-orm';
import { surveyAnswers, surveys } from '../schema';
import type { DbOrTx } from '../tx';

export type SurveyRow = typeof surveys.$inferSelect;

const visibleTo = (brandCode: string, now: Date) =>
  and(or(isNull(surveys.brandCode), eq(surveys.brandCode, brandCode)), lte(surveys.opensAt, now));

/** Surveys opened to the caller's brand, latest closing first, with the caller's answer if any. */
export async function listSurveys(db: DbOrTx, params: { userId: number; brandCode: string; now: Date }) {
  return db
    .select({ survey: surveys, choice: surveyAnswers.choice })
    .from(surveys)
    .leftJoin(surveyAnswers, and(eq(surveyAnswers.surveyId, surveys.id), eq(surveyAnswers.userId, params.userId)))
    .where(visibleTo(params.brandCode, params.now))
    .orderBy(desc(surveys.closesAt), desc(surveys.id));
}

/** One survey the caller's brand sees (undefined otherwise: the route answers 404). */
export async function findSurvey(db: DbOrTx, params: { brandCode: string; id: number; now: Date }) {
  const [row] = await db
    .select()
    .from(surveys)
    .where(and(eq(surveys.id, params.id), visibleTo(params.brandCode, params.now)))
    .limit(1);
  return row;
}

/** The caller's answer; answering again replaces it. */
export async function saveSurveyAnswer(db: DbOrTx, params: { surveyId: number; userId: number; choice: string; now: Date }) {
  await db
    .insert(surveyAnswers)
    .values({ surveyId: params.surveyId, userId: params.userId, choice: params.choice, answeredAt: params.now })
    .onConflictDoUpdate({ target: [surveyAnswers.surveyId, surveyAnswers.userId], set: { choice: params.choice, answeredAt: params.now } });
}
