import { types, type PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite';
import { preparedStatements, type Run } from './pglite-prepared-statements';

const asText = (value: string) => value;

/** The types drizzle's PGlite driver asks to receive as text on every query: it maps dates, times and intervals itself. */
const DRIZZLE_TEXT_TYPES = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
] as const;

const withoutOwnParsers = (options?: QueryOptions): QueryOptions | undefined => (options?.parsers ? { ...options, parsers: undefined } : options);

const withDefaultParsers =
  (run: Run): Run =>
  (query, params, options) =>
    run(query, params, withoutOwnParsers(options));

/**
 * The PGlite client drizzle is given. Drizzle passes the same parsers with every query, and PGlite merges a query's
 * parsers into its own ~320 (one per type and array type) each time: about 110 µs a query, a third of a primary-key
 * lookup. Here drizzle's parsers become the client's own, once (the raw client, which only listens, reads these types
 * as text too), and the per-query copy is left out. `pglite-drizzle-client.test.ts` compares the values read with
 * drizzle's stock client. Statements sent often run prepared (`pglite-prepared-statements.ts`).
 */
export function drizzleReadyClient(client: PGlite): PGlite {
  for (const type of DRIZZLE_TEXT_TYPES) client.parsers[type] = asText;
  const prepared = preparedStatements(client);
  // The transaction's other members (`closed` is a getter) stay the transaction's own.
  const wrapTransaction = (tx: Transaction): Transaction =>
    Object.assign(Object.create(tx) as Transaction, { query: withDefaultParsers(prepared.inTransaction(tx)) });
  const ready = {
    query: withDefaultParsers(prepared.query),
    transaction: <T>(callback: (tx: Transaction) => Promise<T>) => client.transaction((tx) => callback(wrapTransaction(tx))),
  };
  // Drizzle's driver calls `query` and `transaction` only (`drizzle-orm/pglite/session`).
  return ready as unknown as PGlite;
}
