// GET /api/reads/{name} – what the browser reads after a page is drawn (lib/client-data/reads.ts)
import { getTranslations } from 'next-intl/server';
import type { NextRequest } from 'next/server';
import { answerRead } from '@/lib/client-data/answer-read';
import { clientReads } from '@/lib/client-data/reads';
import { readSession } from '@/lib/auth/session';

export const dynamic = 'force-dynamic';

export async function GET(request: NextRequest, { params }: RouteContext<'/api/reads/[name]'>) {
  const [{ name }, session, requests, errors] = await Promise.all([
    params,
    readSession(),
    getTranslations({ locale: 'fr', namespace: 'requests' }),
    getTranslations({ locale: 'fr', namespace: 'errors' }),
  ]);
  const answer = await answerRead(clientReads, name, request.nextUrl.searchParams, session?.accessToken ?? null, {
    notFound: requests('notFound'),
    invalidQuery: requests('invalidQuery'),
    sessionGone: requests('sessionGone'),
    unavailable: errors('unavailable'),
  });
  return Response.json(answer.body, { status: answer.status, headers: { 'Cache-Control': 'private, no-store' } });
}
