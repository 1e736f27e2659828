/** True when PostgreSQL refused a row for a unique index (SQLSTATE 23505), on either engine and through Drizzle's wrapper. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
    if (candidate.code === '23505') {
      if (!constraint) return true;
      const named = typeof candidate.constraint === 'string' ? candidate.constraint : String(candidate.message ?? '');
      return named.includes(constraint);
    }
    current = candidate.cause;
  }
  return false;
}
