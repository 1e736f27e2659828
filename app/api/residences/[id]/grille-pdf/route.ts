import { getTranslations } from 'next-intl/server';
import { getLotGridPdf } from '@/lib/partner/programmes';
import { downloadFailed, errorAnswer, fileAnswer, sessionGone } from '@/lib/http/route-answers';
import { readSession } from '@/lib/auth/session';

// GET /api/residences/{id}/grille-pdf – the lot grid PDF built by the partner API, as a download
export async function GET(_request: Request, { params }: RouteContext<'/api/residences/[id]/grille-pdf'>) {
  const session = await readSession();
  if (!session) return sessionGone();
  const { id } = await params;
  const t = await getTranslations({ locale: 'fr', namespace: 'errors' });
  if (!/^\d{1,9}$/.test(id) || Number(id) < 1) return errorAnswer(t('lots'), 404);
  try {
    // The API names the file after the residence; the app keeps its own, stable name.
    const upstream = await getLotGridPdf(session.accessToken, Number(id));
    return fileAnswer(new Response(upstream.body), 'application/pdf', `attachment; filename="grille-lots-${id}.pdf"`);
  } catch (error) {
    return downloadFailed(error, t('lots'), 'Grille PDF');
  }
}
