import { getTranslations } from 'next-intl/server';
import { DEFAULT_PERIODE, isPeriode, isStatsPath } from '@/contract/stats';
import { getStats, STATS_MAX_PER_PAGE, type StatsPage } from '@/lib/partner/stats';
import { isSubscribeState } from '@/lib/partner/subscription';
import { downloadFailed, errorAnswer, sessionGone } from '@/lib/http/route-answers';
import { readSession } from '@/lib/auth/session';
import { logFailure } from '@/lib/log/logger';
import { CSV_BOM, csvField, csvLine } from '@/lib/stats/csv';

function rowsOf(page: StatsPage): string {
  const { columns } = page.display;
  return page.data.data.map((row) => csvLine(columns.map((c) => csvField(row[c.key] ?? null, c.format)))).join('');
}

// GET /api/stats/{path}/csv?periode – every row of the signed-in adviser's statistics table, as a CSV for French Excel
export async function GET(request: Request, { params }: RouteContext<'/api/stats/[path]/csv'>) {
  const session = await readSession();
  if (!session) return sessionGone();
  const t = await getTranslations({ locale: 'fr', namespace: 'stats' });
  const { path } = await params;
  if (!isStatsPath(path)) return errorAnswer(t('export.notFound'), 404);
  const periodeParam = new URL(request.url).searchParams.get('periode') ?? DEFAULT_PERIODE;
  if (!isPeriode(periodeParam)) return errorAnswer(t('periode.invalid'), 422);
  const read = (page: number) => getStats(session.accessToken, path, { periode: periodeParam, page, per_page: STATS_MAX_PER_PAGE });

  let first: Awaited<ReturnType<typeof read>>;
  try {
    first = await read(1);
  } catch (error) {
    return downloadFailed(error, t('export.failed'), 'Export des statistiques');
  }
  if (isSubscribeState(first)) return errorAnswer(t('export.subscribe'), 403);
  const firstPage = first;

  const encoder = new TextEncoder();
  // Later pages are read while the first ones are already on their way to the browser.
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(encoder.encode(CSV_BOM + csvLine(firstPage.display.columns.map((c) => csvField(c.format === 'euros' ? `${c.label} (€)` : c.label)))));
      controller.enqueue(encoder.encode(rowsOf(firstPage)));
      try {
        for (let page = 2; page <= firstPage.data.last_page; page++) {
          const next = await read(page);
          if (isSubscribeState(next)) break;
          controller.enqueue(encoder.encode(rowsOf(next)));
        }
        controller.close();
      } catch (error) {
        logFailure('error', 'export des statistiques interrompu', error);
        controller.error(error);
      }
    },
  });
  return new Response(body, {
    status: 200,
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="statistiques-${path}-${periodeParam}.csv"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
