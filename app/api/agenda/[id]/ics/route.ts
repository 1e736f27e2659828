import { agendaIcs } from '@/lib/partner/agenda';
import { isPartnerApiError } from '@/lib/errors';
import { readSession } from '@/lib/session';
import messages from '@/messages/fr.json';

// GET /api/agenda/{id}/ics – one event or webinar as an iCalendar file (built by the partner API), as a download
export async function GET(_request: Request, { params }: RouteContext<'/api/agenda/[id]/ics'>) {
  const { id } = await params;
  if (!/^\d{1,9}$/.test(id)) return Response.json({ message: 'Ressource introuvable' }, { status: 404 });
  const session = await readSession();
  if (!session) return Response.json({ message: 'Token invalide' }, { status: 401 });
  try {
    const upstream = await agendaIcs(session.accessToken, Number(id));
    return new Response(upstream.body, {
      headers: {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': upstream.headers.get('content-disposition') ?? `attachment; filename="evenement-${id}.ics"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  } catch (error) {
    const status = isPartnerApiError(error) && error.status >= 400 && error.status < 500 ? error.status : 502;
    return Response.json({ message: messages.errors.events }, { status });
  }
}
