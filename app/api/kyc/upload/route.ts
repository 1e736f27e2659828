// POST /api/kyc/upload – the browser's multipart send of KYC documents, forwarded to the partner API
import { isSameOriginRequest } from '@/lib/auth/request-guard';
import { crossSiteRefused, kycErrorResponse, sessionGone } from '@/lib/kyc/route-errors';
import { env } from '@/lib/env';
import { readKycUploadForm } from '@/lib/kyc/upload-form';
import { uploadKycDocuments } from '@/lib/partner/kyc';
import { readSession } from '@/lib/session';

export const dynamic = 'force-dynamic';

export async function POST(request: Request) {
  if (!isSameOriginRequest(request.headers, env.isProd)) return crossSiteRefused();
  const session = await readSession();
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
