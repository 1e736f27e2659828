export const dynamic = 'force-dynamic';

// GET /api/builds/latest.json – the build this server runs; open pages poll it to learn that a newer one is live
export function GET(): Response {
  return Response.json({ id: process.env.NEXT_PUBLIC_BUILD_ID }, { headers: { 'Cache-Control': 'no-store' } });
}
