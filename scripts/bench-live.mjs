// `npm run bench:live`: what open pages cost the database. Opens BENCH_LIVE_STREAMS live channels on a running
// partner API (loopback only) for one adviser, as the app does for each open tab, waits for them to settle, then
// counts the database's committed transactions (pg_stat_database) and statements (pg_stat_statements, when the
// extension is loaded) over BENCH_LIVE_SECONDS while nothing changes. Prints queries per second.
//   BENCH_LIVE_API_URL (required): e.g. http://127.0.0.1:4010/api
//   DATABASE_URL (required): the API's PostgreSQL database
//   BENCH_LIVE_MODE: `stream` (GET events/stream, server-sent events; default) or `poll` (GET events?after=&wait=10
//     one after the other, what the app did before the stream existed)
//   BENCH_LIVE_STREAMS (200), BENCH_LIVE_SECONDS (20), BENCH_LIVE_EMAIL (conseiller@is.demo)
import pg from 'pg';

const api = process.env.BENCH_LIVE_API_URL;
const databaseUrl = process.env.DATABASE_URL;
if (!api || !databaseUrl || !/^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(api)) {
  console.error('BENCH_LIVE_API_URL (API sur la boucle locale) et DATABASE_URL sont requis.');
  process.exit(1);
}
const MODE = process.env.BENCH_LIVE_MODE ?? 'stream';
const STREAMS = Number(process.env.BENCH_LIVE_STREAMS ?? 200);
const SECONDS = Number(process.env.BENCH_LIVE_SECONDS ?? 20);
/** Every channel opened (login, session check, resume) before counting. */
const SETTLE_MS = 10_000;

const login = await fetch(`${api}/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', accept: 'application/json' },
  body: JSON.stringify({ email: process.env.BENCH_LIVE_EMAIL ?? 'conseiller@is.demo', password: 'Demo-Partenaire-2026!' }),
});
const token = (await login.json()).access_token;
const headers = { authorization: `Bearer ${token}`, accept: 'application/json' };
const stop = new AbortController();

async function stream() {
  const res = await fetch(`${api}/events/stream`, { headers: { ...headers, accept: 'text/event-stream' }, signal: stop.signal });
  for await (const chunk of res.body) void chunk;
}
async function poll() {
  let after = (await (await fetch(`${api}/events`, { headers, signal: stop.signal })).json()).last_id;
  while (!stop.signal.aborted) after = (await (await fetch(`${api}/events?after=${after}&wait=10`, { headers, signal: stop.signal })).json()).last_id;
}
const open = Array.from({ length: STREAMS }, () => (MODE === 'poll' ? poll() : stream()).catch(() => {}));

const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
const hasStatements = (await db.query(`select 1 from pg_extension where extname = 'pg_stat_statements'`)).rowCount > 0;
async function counters() {
  const xact = await db.query('select xact_commit + xact_rollback as n from pg_stat_database where datname = current_database()');
  const calls = hasStatements ? await db.query('select sum(calls)::bigint as n from pg_stat_statements s join pg_database d on d.oid = s.dbid where d.datname = current_database()') : undefined;
  return { xacts: Number(xact.rows[0].n), statements: calls ? Number(calls.rows[0].n) : undefined };
}
await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
const before = await counters();
await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
const after = await counters();
stop.abort();
await Promise.all(open);
await db.end();

// The counters' own two queries are left out.
const perSecond = (a, b) => ((b - a - 2) / SECONDS).toFixed(1);
console.log(
  `bench:live ${MODE}, ${STREAMS} flux ouverts, ${SECONDS} s sans changement : ${perSecond(before.xacts, after.xacts)} transactions/s` +
    (before.statements === undefined ? '' : `, ${perSecond(before.statements, after.statements)} requêtes/s (pg_stat_statements)`),
);
