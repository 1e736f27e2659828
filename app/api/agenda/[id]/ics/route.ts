import { getTranslations } from 'next-intl/server';
import { agendaIcs } from '@/lib/partner/agenda';
import { downloadFailed, fileAnswer, notFoundAnswer, sessionGone } from '@/lib/http/route-answers';
import { readSession } from '@/lib/auth/session';

// GET /api/agenda/{id}/ics – one event or webinar as an iCalendar file (built by the partner API), as a download
export async function GET(_request: Request, { params }: RouteContext<'/api/agenda/[id]/ics'>) {
  const { id } = await params;
  if (!/^\d{1,9}$/.test(id)) return notFoundAnswer();
  const session = await readSession();
  if (!session) return sessionGone();
  try {
    return fileAnswer(await agendaIcs(session.accessToken, Number(id)), 'text/calendar; charset=utf-8', `attachment; filename="evenement-${id}.ics"`);
  } catch (error) {
    const t = await getTranslations({ locale: 'fr', namespace: 'errors' });
    return downloadFailed(error, t('events'), 'Fichier iCalendar');
  }
}
