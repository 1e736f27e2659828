import { freshRouteSession } from '@/lib/auth/refresh-session';
import { fetchKycFile } from '@/lib/partner/back-office';
import { isPartnerApiError } from '@/lib/partner/errors';

// The extension keeps this path out of the proxy, whose page CSP (object-src 'none') would stop the PDF viewer.
const NAME = /^(\d{1,9})\.(pdf|jpg|png)$/;

// GET /back-office/kyc/files/{id}.{ext} – a KYC document shown inline in the review page, to staff of its brand
export async function GET(_request: Request, { params }: RouteContext<'/back-office/kyc/files/[name]'>) {
  const match = NAME.exec((await params).name);
  const session = await freshRouteSession();
  if (!session?.staff || !match) return new Response(null, { status: 404 });
  try {
    const file = await fetchKycFile(session.accessToken, Number(match[1]));
    return new Response(file.body, {
      headers: {
        'Content-Type': file.headers.get('content-type') ?? 'application/octet-stream',
        'Content-Disposition': 'inline',
        'X-Content-Type-Options': 'nosniff',
        'X-Frame-Options': 'SAMEORIGIN',
        'Cache-Control': 'private, no-store',
      },
    });
  } catch (error) {
    return new Response(null, { status: isPartnerApiError(error) && error.status === 401 ? 401 : 404 });
  }
}
