import { isPartnerApiError } from '@/lib/errors';
import { subscriptionDocument } from '@/lib/partner/subscriptions';
import { readSession } from '@/lib/session';

// GET /api/souscriptions/{id}/document – the subscription PDF (signed once complete), as a download
export async function GET(_request: Request, { params }: RouteContext<'/api/souscriptions/[id]/document'>) {
  const { id } = await params;
  if (!/^\d{1,9}$/.test(id)) return Response.json({ message: 'Ressource introuvable' }, { status: 404 });
  const session = await readSession();
  if (!session) return Response.json({ message: 'Token invalide' }, { status: 401 });
  try {
    const upstream = await subscriptionDocument(session.accessToken, Number(id));
    return new Response(upstream.body, {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': upstream.headers.get('content-disposition') ?? `attachment; filename="souscription-${id}.pdf"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  } catch (error) {
    const status = isPartnerApiError(error) && error.status >= 400 && error.status < 500 ? error.status : 502;
    return Response.json({ message: 'Impossible de récupérer le formulaire de souscription' }, { status });
  }
}
