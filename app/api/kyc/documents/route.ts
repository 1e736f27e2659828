// GET /api/kyc/documents – the adviser's KYC documents and their states, for the grid
import { kycErrorResponse } from '@/lib/kyc/route-errors';
import { sessionGone } from '@/lib/http/route-answers';
import { getKycDocuments } from '@/lib/partner/kyc';
import { readSession } from '@/lib/auth/session';

export const dynamic = 'force-dynamic';

export async function GET() {
  const session = await readSession();
  if (!session) return sessionGone();
  try {
    const documents = await getKycDocuments(session.accessToken);
    return Response.json({ documents }, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    return kycErrorResponse(error);
  }
}
