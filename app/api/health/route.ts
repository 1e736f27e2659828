// GET /api/health – the app is up; reports whether the partner API answers too.
import { partnerResponse } from '@/lib/partner/client';

export const dynamic = 'force-dynamic';

export async function GET() {
  try {
    // Any 2xx: the API is up; what it says of itself is its own business.
    await (await partnerResponse('health')).body?.cancel();
    return Response.json({ status: 'ok', partnerApi: 'ok' });
  } catch {
    return Response.json({ status: 'degraded', partnerApi: 'down' }, { status: 503 });
  }
}
