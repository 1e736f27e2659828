import pino, { type DestinationStream, type LoggerOptions } from 'pino';

/** Levels accepted in LOG_LEVEL, by both the app and the partner API. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

// Credentials and personal data never reach a log line, whatever object a caller hands to the logger.
const SECRET_KEYS = new Set([
  'authorization',
  'cookie',
  'set-cookie',
  'password',
  'current_password',
  'new_password',
  'token',
  'access_token',
  'refresh_token',
  'email',
  'telephone',
  'phone',
]);
export const MASKED = '[masqué]';
// Deeper than any object a log line is given (a request's headers or body inside a wrapper).
const MAX_DEPTH = 8;

/**
 * `value` with the value of every secret key masked, at any depth of plain objects and arrays, whatever the key's
 * case. Anything else (errors, dates, buffers) is kept as it is, and so is the caller's object: the masked parts are
 * copies. pino's own `redact` did the same for listed paths at 35 µs a line, most of an API call's logging.
 */
export function maskSecrets<T>(value: T, depth = 0): T {
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    const items = value.map((item) => maskSecrets(item, depth + 1));
    return (items.some((item, index) => item !== value[index]) ? items : value) as T;
  }
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return value;
  let copy: Record<string, unknown> | undefined;
  for (const [key, entry] of Object.entries(value)) {
    const masked = SECRET_KEYS.has(key.toLowerCase()) ? MASKED : maskSecrets(entry, depth + 1);
    if (masked !== entry) (copy ??= { ...(value as Record<string, unknown>) })[key] = masked;
  }
  return (copy ?? value) as T;
}

/** JSON lines on stdout, one per event, named after the process that wrote them (`app` or `api`). */
export function loggerOptions(name: string, level: LogLevel): LoggerOptions {
  return {
    name,
    level,
    base: { name },
    timestamp: () => `,"time":"${new Date().toISOString()}"`,
    formatters: { level: (label) => ({ level: label }), log: (object) => maskSecrets(object) },
  };
}

/**
 * Standard output, each line written as it is logged, as Node writes its own stdout to a file or a pipe. pino's
 * default hands every line to a libuv thread instead, and for one access line the hop to the thread and back costs
 * the process about twice the CPU of writing the line in place.
 */
export function stdoutDestination(): DestinationStream {
  return pino.destination({ dest: 1, sync: true });
}
