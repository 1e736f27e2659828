import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { isSameOriginRequest } from '@/lib/auth/request-guard';
import { brandFromHost } from '@/lib/brand/brands';
import { env } from '@/lib/runtime/env';
import { printPage, PrintBusyError } from '@/lib/pdf/print-page';
import { printSessionCookie } from '@/lib/pdf/print-session';
import { pdfFileName, printableUrl, requestOrigin } from '@/lib/pdf/print-target';
import { crossSiteRefused, errorAnswer, sessionGone } from '@/lib/http/route-answers';
import { readSession } from '@/lib/auth/session';
import { logFailure } from '@/lib/log/logger';

const bodySchema = z.object({ url: z.string().max(2_000) });

// POST /api/convert-url – a page of this site printed to PDF by headless Chromium, as the adviser sees it
export async function POST(request: Request): Promise<Response> {
  if (!isSameOriginRequest(request.headers, env.isProd)) return crossSiteRefused();
  const session = await readSession();
  if (!session) return sessionGone();
  const t = await getTranslations({ locale: 'fr' });
  const failure = (status: number, errors?: Record<string, string[]>) => errorAnswer(t('errors.pdf'), status, errors);

  const body = bodySchema.safeParse(await request.json().catch(() => null));
  const origin = requestOrigin(request.headers, new URL(request.url).protocol);
  const target =
    body.success && origin ? printableUrl(body.data.url, origin, (host) => brandFromHost(host, env.isProd) !== null) : null;
  if (!target) return failure(422, { url: [t('pdf.notThisSite')] });

  try {
    const pdf = await printPage(target, await printSessionCookie(session, target.protocol === 'https:'));
    return new Response(Buffer.from(pdf), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${pdfFileName(target)}"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  } catch (error) {
    if (error instanceof PrintBusyError) return failure(503);
    logFailure('error', 'conversion en PDF impossible', error, { path: target.pathname });
    return failure(502);
  }
}
