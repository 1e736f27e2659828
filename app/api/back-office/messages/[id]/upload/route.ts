// POST /api/back-office/messages/[id]/upload – the staff's answer with its files (multipart), forwarded to the partner API
import { getTranslations } from 'next-intl/server';
import { freshRouteSession } from '@/lib/auth/refresh-session';
import { isSameOriginRequest } from '@/lib/auth/request-guard';
import { env } from '@/lib/env';
import { isPartnerApiError } from '@/lib/errors';
import { logFailure } from '@/lib/log/logger';
import { readStaffReplyForm } from '@/lib/messaging/reply-form';
import { replyAsStaff } from '@/lib/partner/back-office';
import { crossSiteRefused, errorAnswer, notFoundAnswer, sessionGone } from '@/lib/route-answers';

export const dynamic = 'force-dynamic';

export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  if (!isSameOriginRequest(request.headers, env.isProd)) return crossSiteRefused();
  // Outside the proxy (proxy.ts matcher): the session is checked, and refreshed, before the body is read.
  const session = await freshRouteSession();
  if (!session) return sessionGone();
  const { id } = await params;
  if (!session.staff || !/^\d{1,9}$/.test(id)) return notFoundAnswer();
  const form = await readStaffReplyForm(request);
  if (!form.ok) return Response.json(form.body, { status: form.status });
  try {
    const answer = await replyAsStaff(session.accessToken, Number(id), form.reply);
    return Response.json({ message: answer.message }, { status: 201, headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    if (isPartnerApiError(error) && error.status >= 400 && error.status < 500) {
      if (error.status === 401) return sessionGone();
      const errors = Object.keys(error.fieldErrors).length ? error.fieldErrors : undefined;
      return errorAnswer(error.serverMessage || (await getTranslations('backOffice.errors'))('failed'), error.status, errors);
    }
    logFailure('error', 'réponse du back-office : appel à l’API partenaire en échec', error);
    return errorAnswer((await getTranslations('errors'))('unavailable'), 502);
  }
}
