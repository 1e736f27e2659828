import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

// Imported by the app server (scripts/app-server.mjs, run by Node without a build) and by Next's bundles:
// no path aliases, erasable TypeScript only. One set of metrics per process, on globalThis.

function build() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status'] as const;
  const buckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
  const requests = new Counter({ name: 'http_requests_total', help: 'Requêtes servies, par route et statut', labelNames, registers: [registry] });
  const duration = new Histogram({ name: 'http_request_duration_seconds', help: 'Durée des requêtes, par route et statut', labelNames, buckets, registers: [registry] });
  const partner = new Histogram({
    name: 'partner_request_duration_seconds',
    help: 'Durée des appels à l’API partenaire, par méthode et statut (0 : pas de réponse)',
    labelNames: ['method', 'status'],
    buckets,
    registers: [registry],
  });
  const cache = new Counter({
    name: 'cache_lookups_total',
    help: 'Lectures de cache (read) et lectures faites à la source faute d’entrée fraîche (fetch)',
    labelNames: ['cache', 'outcome'],
    registers: [registry],
  });
  return {
    registry,
    request(labels: { method: string; route: string; status: number }, seconds: number) {
      const values = { ...labels, status: String(labels.status) };
      requests.inc(values);
      duration.observe(values, seconds);
    },
    partnerCall(method: string, status: number, seconds: number) {
      partner.observe({ method, status: String(status) }, seconds);
    },
    /** `read` for every lookup, `fetch` when the source had to be read (a miss or a background refresh). */
    cacheLookup(name: string, outcome: 'read' | 'fetch') {
      cache.inc({ cache: name, outcome });
    },
  };
}

export type AppMetrics = ReturnType<typeof build>;
const KEY = Symbol.for('espace-partenaire.app-metrics');
const holder = globalThis as typeof globalThis & { [KEY]?: AppMetrics };

export function appMetrics(): AppMetrics {
  return (holder[KEY] ??= build());
}
