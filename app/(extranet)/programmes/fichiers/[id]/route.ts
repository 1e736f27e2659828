// GET /programmes/fichiers/{id} – an image or document the back office added to a residence, shown on its page
import { getTranslations } from 'next-intl/server';
import { idSchema } from '@/contract/ids';
import { fetchProgrammeFile } from '@/lib/partner/back-office-programmes';
import { downloadFailed, fileAnswer, notFoundAnswer, sessionGone } from '@/lib/http/route-answers';
import { readSession } from '@/lib/auth/session';

export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: RouteContext<'/programmes/fichiers/[id]'>) {
  const session = await readSession();
  if (!session) return sessionGone();
  const id = idSchema.safeParse(Number((await params).id));
  if (!id.success) return notFoundAnswer();
  try {
    const upstream = await fetchProgrammeFile(session.accessToken, id.data);
    return fileAnswer(upstream, upstream.headers.get('content-type') ?? 'application/octet-stream', 'inline');
  } catch (error) {
    return downloadFailed(error, (await getTranslations({ locale: 'fr', namespace: 'errors' }))('document'), 'fichier de programme');
  }
}
