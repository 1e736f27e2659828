import { DrizzleQueryError } from 'drizzle-orm/errors';

/** A PostgreSQL (or driver) error found in a cause chain: SQLSTATE, the column it names, and a query label. */
export type DbFailure = { code: string; column?: string; label: string };

// Lost or refused connections: the server went away, restarts, or cannot be reached.
const CONNECTION_CODES = new Set(['57P01', '57P02', '57P03', '53300', 'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND']);
/** SQLSTATE: five characters, classes 00–58 and F0, HV, P0, XX (not Node's EPERM or EPIPE). */
const SQLSTATE = /^(?:[0-9][0-9A-Z]|F0|HV|P0|XX)[0-9A-Z]{3}$/;
const CONNECTION_MESSAGES = /Connection terminated|connection timeout|Client has encountered a connection error|Cannot use a pool after calling end/i;

/** `insert into "options"` from the SQL text, never its parameters (they can hold personal data). */
function queryLabel(query: string): string {
  const verb = /^\s*(select|insert into|update|delete from|with)\b/i.exec(query)?.[1]?.toLowerCase() ?? 'requête';
  const table = /(?:from|into|update)\s+"([\w.]+)"/i.exec(query)?.[1];
  return table ? `${verb} "${table}"` : verb;
}

export function findDbFailure(error: unknown): DbFailure | undefined {
  let label = 'requête';
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    if (current instanceof DrizzleQueryError) label = queryLabel(current.query);
    const candidate = current as { code?: unknown; column?: unknown; detail?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && (SQLSTATE.test(candidate.code) || CONNECTION_CODES.has(candidate.code))) {
      const column =
        typeof candidate.column === 'string'
          ? candidate.column
          : /^Key \(([\w, ]+)\)=/.exec(typeof candidate.detail === 'string' ? candidate.detail : '')?.[1];
      return { code: candidate.code, column, label };
    }
    // A wrapped query quotes its parameters in its message: only driver errors are read.
    if (current instanceof Error && !(current instanceof DrizzleQueryError) && CONNECTION_MESSAGES.test(current.message)) {
      return { code: 'ECONNRESET', label };
    }
    current = candidate.cause;
  }
  return undefined;
}

/** True when the database cannot be reached right now (as opposed to refusing this query). */
export function isConnectionFailure(failure: DbFailure): boolean {
  return CONNECTION_CODES.has(failure.code) || failure.code.startsWith('08');
}
