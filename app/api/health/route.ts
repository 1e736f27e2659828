// GET /api/health – the app is up; reports whether the partner API answers too.
import { partnerJson } from '@/lib/partner/client';

export const dynamic = 'force-dynamic';

export async function GET() {
  try {
    await partnerJson('health');
    return Response.json({ status: 'ok', partnerApi: 'ok' });
  } catch {
    return Response.json({ status: 'degraded', partnerApi: 'down' }, { status: 503 });
  }
}
