import { getTranslations } from 'next-intl/server';
import { subscriptionDocument } from '@/lib/partner/subscriptions';
import { downloadFailed, fileAnswer, notFoundAnswer, sessionGone } from '@/lib/http/route-answers';
import { readSession } from '@/lib/auth/session';

// GET /api/souscriptions/{id}/document – the subscription PDF (signed once complete), as a download
export async function GET(_request: Request, { params }: RouteContext<'/api/souscriptions/[id]/document'>) {
  const { id } = await params;
  if (!/^\d{1,9}$/.test(id)) return notFoundAnswer();
  const session = await readSession();
  if (!session) return sessionGone();
  try {
    const upstream = await subscriptionDocument(session.accessToken, Number(id));
    return fileAnswer(upstream, 'application/pdf', `attachment; filename="souscription-${id}.pdf"`);
  } catch (error) {
    const t = await getTranslations({ locale: 'fr', namespace: 'errors' });
    return downloadFailed(error, t('subscriptionForm'), 'Document de souscription');
  }
}
