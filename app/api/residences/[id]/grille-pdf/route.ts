import { NextResponse } from 'next/server';
import { isPartnerApiError } from '@/lib/errors';
import { getLotGridPdf } from '@/lib/partner/programmes';
import { readSession } from '@/lib/session';
import messages from '@/messages/fr.json';

// GET /api/residences/{id}/grille-pdf – the lot grid PDF built by the partner API, as a download
export async function GET(_request: Request, { params }: RouteContext<'/api/residences/[id]/grille-pdf'>) {
  const session = await readSession();
  if (!session) return NextResponse.json({ message: messages.errors.generic }, { status: 401 });
  const { id } = await params;
  if (!/^\d{1,9}$/.test(id) || Number(id) < 1) return NextResponse.json({ message: messages.errors.lots }, { status: 404 });
  try {
    const upstream = await getLotGridPdf(session.accessToken, Number(id));
    return new Response(upstream.body, {
      status: 200,
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="grille-lots-${id}.pdf"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  } catch (error) {
    const status = isPartnerApiError(error) && error.status >= 400 && error.status < 500 ? error.status : 502;
    if (status === 502) console.error('Grille PDF indisponible', error);
    return NextResponse.json({ message: messages.errors.lots }, { status });
  }
}
