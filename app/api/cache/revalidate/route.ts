// POST /api/cache/revalidate – the partner API says which catalogue tags changed; signed with REVALIDATE_SECRET.
import { revalidationAnswer } from '@/lib/cache/revalidation';

export const dynamic = 'force-dynamic';

export async function POST(request: Request) {
  return revalidationAnswer(request);
}
