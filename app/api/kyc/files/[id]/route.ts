// GET /api/kyc/files/[id] – one of the adviser's stored documents, streamed from the partner API as an attachment
import { documentNotFound, kycErrorResponse } from '@/lib/kyc/route-errors';
import { sessionGone } from '@/lib/http/route-answers';
import { getKycFile } from '@/lib/partner/kyc';
import { readSession } from '@/lib/auth/session';

export const dynamic = 'force-dynamic';

const PASSED_HEADERS = ['content-type', 'content-length', 'content-disposition'];

export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const session = await readSession();
  if (!session) return sessionGone();
  const { id } = await params;
  if (!/^\d{1,12}$/.test(id)) return documentNotFound();
  try {
    const answer = await getKycFile(session.accessToken, Number(id));
    const headers = new Headers({ 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'private, no-store' });
    for (const name of PASSED_HEADERS) {
      const value = answer.headers.get(name);
      if (value) headers.set(name, value);
    }
    // Whatever the API says, the browser saves the file rather than rendering it in the app's origin.
    if (!headers.get('content-disposition')?.startsWith('attachment')) headers.set('Content-Disposition', 'attachment');
    return new Response(answer.body, { headers });
  } catch (error) {
    return kycErrorResponse(error);
  }
}
