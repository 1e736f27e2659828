// POST /api/kyc/upload – the browser's multipart send of KYC documents, forwarded to the partner API
import { freshRouteSession } from '@/lib/auth/refresh-session';
import { isSameOriginRequest } from '@/lib/auth/request-guard';
import { env } from '@/lib/runtime/env';
import { kycErrorResponse } from '@/lib/kyc/route-errors';
import { crossSiteRefused, sessionGone } from '@/lib/http/route-answers';
import { readKycUploadForm } from '@/lib/kyc/upload-form';
import { uploadKycDocuments } from '@/lib/partner/kyc';

export const dynamic = 'force-dynamic';

export async function POST(request: Request) {
  if (!isSameOriginRequest(request.headers, env.isProd)) return crossSiteRefused();
  // Outside the proxy (proxy.ts matcher): the session is checked, and refreshed, before the body is read.
  const session = await freshRouteSession();
  if (!session) return sessionGone();
  const form = await readKycUploadForm(request);
  if (!form.ok) return Response.json(form.body, { status: form.status });
  try {
    const documents = await uploadKycDocuments(session.accessToken, form.items);
    return Response.json({ documents }, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    return kycErrorResponse(error);
  }
}
