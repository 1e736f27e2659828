import { isPartnerApiError } from '@/lib/errors';
import { simulationPdf } from '@/lib/partner/simulations';
import { readSession } from '@/lib/session';

// GET /api/simulations/{id}/pdf – the simulation PDF (built by the partner API with pdf-lib), as a download
export async function GET(_request: Request, { params }: RouteContext<'/api/simulations/[id]/pdf'>) {
  const { id } = await params;
  if (!/^\d{1,9}$/.test(id)) return Response.json({ message: 'Ressource introuvable' }, { status: 404 });
  const session = await readSession();
  if (!session) return Response.json({ message: 'Token invalide' }, { status: 401 });
  try {
    const upstream = await simulationPdf(session.accessToken, Number(id));
    return new Response(upstream.body, {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': upstream.headers.get('content-disposition') ?? `attachment; filename="simulation-${id}.pdf"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  } catch (error) {
    const status = isPartnerApiError(error) && error.status >= 400 && error.status < 500 ? error.status : 502;
    return Response.json({ message: 'Impossible de convertir la page en PDF' }, { status });
  }
}
