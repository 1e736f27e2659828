import { isNull, min, count } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { mayReadMetrics } from '../../platform/metrics-access';
import type { Db, PoolStats } from '../db/client';
import { mailOutbox } from '../db/schema';
import { peerAddress } from './client-ip';

/** What an operator graphs and alerts on, in Prometheus' text format at GET /api/metrics. */
export function createApiMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({ name: 'http_requests_total', help: 'Requêtes servies, par route et statut', labelNames, registers: [registry] });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Durée des requêtes, par route et statut',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const liveLag = new Histogram({
    name: 'live_event_lag_seconds',
    help: 'Délai entre la notification de la base et la remise des événements aux flux ouverts',
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
    registers: [registry],
  });

  return {
    registry,
    liveLag: (ms: number) => liveLag.observe(ms / 1000),

    /** Counts every request by the route that answered it (its pattern, never the raw path). */
    middleware: (async (c, next) => {
      const stop = duration.startTimer();
      await next();
      const matched = routePath(c, -1);
      const labels = { method: c.req.method, route: matched.endsWith('*') ? 'non trouvée' : matched, status: String(c.res.status) };
      requests.inc(labels);
      stop(labels);
    }) satisfies MiddlewareHandler,

    /** Gauges read at each scrape: pool, outbox, open streams. */
    watch(sources: { db: Db; pool?: () => PoolStats; openStreams: () => number }) {
      new Gauge({
        name: 'db_pool_connections',
        help: 'Connexions PostgreSQL du pool : en usage, libres, requêtes en attente',
        labelNames: ['state'],
        registers: [registry],
        collect() {
          const stats = sources.pool?.();
          if (!stats) return;
          this.set({ state: 'in_use' }, stats.total - stats.idle);
          this.set({ state: 'idle' }, stats.idle);
          this.set({ state: 'waiting' }, stats.waiting);
        },
      });
      const outboxAge = new Gauge({ name: 'mail_outbox_oldest_age_seconds', help: 'Âge du plus ancien e-mail en attente', registers: [registry] });
      new Gauge({
        name: 'mail_outbox_depth',
        help: 'E-mails en attente d’envoi',
        registers: [registry],
        async collect() {
          const [row] = await sources.db.select({ depth: count(), oldest: min(mailOutbox.createdAt) }).from(mailOutbox).where(isNull(mailOutbox.sentAt));
          this.set(row?.depth ?? 0);
          outboxAge.set(row?.oldest ? Math.max(0, (Date.now() - new Date(row.oldest).getTime()) / 1000) : 0);
        },
      });
      new Gauge({ name: 'live_streams_open', help: 'Flux d’événements en direct ouverts sur cette instance', registers: [registry], collect() {
        this.set(sources.openStreams());
      } });
    },
  };
}

export type ApiMetrics = ReturnType<typeof createApiMetrics>;

/** GET /api/metrics for a scraper on loopback or holding `METRICS_TOKEN`; 404 for anyone else, as if it did not exist. */
export function metricsHandler(metrics: ApiMetrics, token: string | undefined): MiddlewareHandler {
  return async (c) => {
    const allowed = mayReadMetrics({
      peer: peerAddress(c),
      forwarded: Boolean(c.req.header('x-forwarded-for') ?? c.req.header('forwarded')),
      authorization: c.req.header('authorization'),
      token,
    });
    if (!allowed) return c.json({ message: 'Ressource introuvable' }, 404);
    return c.body(await metrics.registry.metrics(), 200, { 'Content-Type': metrics.registry.contentType, 'Cache-Control': 'no-store' });
  };
}
