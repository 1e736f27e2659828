import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';

/** Statements kept prepared in PGlite's session at most; past it, new ones are parsed and planned on every run as before. */
const MAX_PREPARED = 500;
/** A statement is prepared on its third run: one-off texts (an `in (…)` list of a new length) are not kept. */
const RUNS_BEFORE_PREPARING = 2;
/** Text counts are forgotten past this many distinct texts, so one-off texts cannot pile up. */
const MAX_COUNTED = 5_000;
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;

type Statement = { name: string; paramTypes: number[] };
export type Run = (query: string, params?: unknown[], options?: QueryOptions) => Promise<Results>;

/**
 * PGlite parses and plans every query it is sent, and its `query()` takes six calls into the engine. Statements
 * drizzle sends again and again are prepared once in PGlite's one session (`PREPARE`) and then run with `EXECUTE`
 * in a single call, their values written as quoted literals: PostgreSQL coerces each to the type the statement
 * declared, as it does with a bound value, and each is serialised by the same PGlite serialiser `query()` would use.
 * A value that cannot be written as a literal (bytes, a NUL character) runs the statement through `query()`.
 *
 * Only the root client prepares: a transaction holds PGlite's transaction lock, which `PREPARE` on the root client
 * would wait for. Prepared statements outlive a rolled-back transaction, so a transaction runs those already there.
 */
export function preparedStatements(client: PGlite) {
  const statements = new Map<string, Statement>();
  const runs = new Map<string, number>();
  const refused = new Set<string>();
  const preparing = new Set<string>();
  let named = 0;

  function executeText(statement: Statement, params: unknown[]): string | undefined {
    if (params.length !== statement.paramTypes.length) return undefined;
    const values: string[] = [];
    for (const [index, value] of params.entries()) {
      if (value === null || value === undefined) {
        values.push('NULL');
        continue;
      }
      if (value instanceof ArrayBuffer || ArrayBuffer.isView(value)) return undefined;
      const serialise = client.serializers[statement.paramTypes[index]];
      const text: string = serialise ? serialise(value) : String(value);
      if (text.includes('\0')) return undefined;
      values.push(`'${text.replaceAll("'", "''")}'`);
    }
    return values.length > 0 ? `EXECUTE ${statement.name}(${values.join(', ')})` : `EXECUTE ${statement.name}`;
  }

  const runner =
    (target: Pick<PGlite, 'query' | 'exec'>, statementFor: (query: string) => Promise<Statement | undefined> | Statement | undefined): Run =>
    async (query, params = [], options) => {
      const statement = await statementFor(query);
      const text = statement && executeText(statement, params);
      if (!text) return target.query(query, params, options);
      const [result] = await target.exec(text, options);
      return result;
    };

  function isWorthPreparing(query: string): boolean {
    if (statements.size >= MAX_PREPARED || preparing.has(query) || refused.has(query) || !PREPARABLE.test(query)) return false;
    const count = (runs.get(query) ?? 0) + 1;
    if (runs.size >= MAX_COUNTED) runs.clear();
    runs.set(query, count);
    return count > RUNS_BEFORE_PREPARING;
  }

  async function prepare(query: string): Promise<Statement | undefined> {
    const name = `drizzle_${++named}`;
    preparing.add(query);
    try {
      await client.exec(`PREPARE ${name} AS ${query}`);
      const { rows } = await client.query<{ types: number[] }>('select parameter_types::oid[] as types from pg_prepared_statements where name = $1', [
        name,
      ]);
      const statement = { name, paramTypes: rows[0].types };
      statements.set(query, statement);
      runs.delete(query);
      return statement;
    } catch {
      // A text PostgreSQL will not prepare keeps running through query(), which reports its error if it has one.
      if (refused.size < MAX_COUNTED) refused.add(query);
      return undefined;
    } finally {
      preparing.delete(query);
    }
  }

  return {
    /** Runs a query on the root client, preparing it once it has been sent a few times. */
    query: runner(client, (query) => statements.get(query) ?? (isWorthPreparing(query) ? prepare(query) : undefined)),
    /** Runs a query inside a transaction, prepared if the root client already prepared it. */
    inTransaction: (tx: Transaction): Run => runner(tx, (query) => statements.get(query)),
  };
}
