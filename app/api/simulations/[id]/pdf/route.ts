import { getTranslations } from 'next-intl/server';
import { simulationPdf } from '@/lib/partner/simulations';
import { downloadFailed, fileAnswer, notFoundAnswer, sessionGone } from '@/lib/http/route-answers';
import { readSession } from '@/lib/auth/session';

// GET /api/simulations/{id}/pdf – the simulation PDF (built by the partner API with pdf-lib), as a download
export async function GET(_request: Request, { params }: RouteContext<'/api/simulations/[id]/pdf'>) {
  const { id } = await params;
  if (!/^\d{1,9}$/.test(id)) return notFoundAnswer();
  const session = await readSession();
  if (!session) return sessionGone();
  try {
    return fileAnswer(await simulationPdf(session.accessToken, Number(id)), 'application/pdf', `attachment; filename="simulation-${id}.pdf"`);
  } catch (error) {
    const t = await getTranslations({ locale: 'fr', namespace: 'errors' });
    return downloadFailed(error, t('pdf'), 'PDF de simulation');
  }
}
