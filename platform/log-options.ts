import type { LoggerOptions } from 'pino';

/** Levels accepted in LOG_LEVEL, by both the app and the partner API. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

// Credentials and personal data never reach a log line, whatever object a caller hands to the logger.
const SECRET_KEYS = ['authorization', 'cookie', 'password', 'current_password', 'new_password', 'token', 'access_token', 'refresh_token', 'email', 'telephone', 'phone'];

export const REDACTED_PATHS = [
  ...SECRET_KEYS,
  ...SECRET_KEYS.map((key) => `*.${key}`),
  ...SECRET_KEYS.map((key) => `*.headers.${key}`),
  ...SECRET_KEYS.map((key) => `*.body.${key}`),
  '*.headers["set-cookie"]',
];

/** JSON lines on stdout, one per event, named after the process that wrote them (`app` or `api`). */
export function loggerOptions(name: string, level: LogLevel): LoggerOptions {
  return {
    name,
    level,
    base: { name },
    timestamp: () => `,"time":"${new Date().toISOString()}"`,
    formatters: { level: (label) => ({ level: label }) },
    redact: { paths: REDACTED_PATHS, censor: '[masqué]' },
  };
}
