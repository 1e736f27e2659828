import 'server-only';
import pino from 'pino';
import { env } from '@/lib/runtime/env';
import { getRequestId } from '@/lib/http/request-context';
import { loggerOptions, stdoutDestination } from '@/platform/log-options';

/** The app's JSON logger on stdout (LOG_LEVEL), with the same redactions as the partner API's. */
export const logger = pino(loggerOptions('app', env.LOG_LEVEL), stdoutDestination());

/** The logger bound to the request being served: its lines carry the request id the partner API logs too. */
export async function requestLogger(): Promise<pino.Logger> {
  const reqId = await getRequestId();
  return reqId ? logger.child({ reqId }) : logger;
}

/** Logs a failure with the request's id, without holding up the caller (synchronous code included). */
export function logFailure(level: 'info' | 'warn' | 'error', message: string, error: unknown, details: Record<string, unknown> = {}): void {
  void requestLogger().then((log) => log[level]({ ...details, err: error }, message));
}
