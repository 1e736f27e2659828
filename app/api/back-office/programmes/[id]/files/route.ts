// POST /api/back-office/programmes/{id}/files – the staff browser's multipart upload (kind, title, file), sent on in base64
import { getTranslations } from 'next-intl/server';
import { idSchema } from '@/contract/ids';
import { freshRouteSession } from '@/lib/auth/refresh-session';
import { isSameOriginRequest } from '@/lib/auth/request-guard';
import { readProgrammeFileForm } from '@/lib/back-office/programme-file-form';
import { env } from '@/lib/env';
import { isPartnerApiError } from '@/lib/errors';
import { logFailure } from '@/lib/log/logger';
import { uploadStaffProgrammeFile } from '@/lib/partner/back-office-programmes';
import { crossSiteRefused, errorAnswer, notFoundAnswer, sessionGone } from '@/lib/route-answers';

export const dynamic = 'force-dynamic';

export async function POST(request: Request, { params }: RouteContext<'/api/back-office/programmes/[id]/files'>) {
  if (!isSameOriginRequest(request.headers, env.isProd)) return crossSiteRefused();
  const session = await freshRouteSession();
  if (!session) return sessionGone();
  const id = idSchema.safeParse(Number((await params).id));
  if (!id.success) return notFoundAnswer();
  const form = await readProgrammeFileForm(request);
  if (!form.ok) return errorAnswer(form.message, form.status, form.errors);
  const t = await getTranslations({ locale: 'fr', namespace: 'errors' });
  try {
    const answer = await uploadStaffProgrammeFile(session.accessToken, id.data, form.upload);
    return Response.json(answer, { status: 201, headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    if (isPartnerApiError(error) && error.status === 401) return sessionGone();
    if (isPartnerApiError(error) && error.status >= 400 && error.status < 500) {
      return errorAnswer(error.body.message ?? t('generic'), error.status, error.body.errors);
    }
    logFailure('error', 'fichier de programme non envoyé', error);
    return errorAnswer(t('unavailable'), 502);
  }
}
