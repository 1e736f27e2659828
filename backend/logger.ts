import { AsyncLocalStorage } from 'node:async_hooks';
import pino, { type DestinationStream, type Logger as PinoLogger } from 'pino';
import { loggerOptions, stdoutDestination, type LogLevel } from '../platform/log-options';

export type Logger = Pick<PinoLogger, 'error' | 'warn' | 'info' | 'debug'>;

/** The id of the request being served: every line logged while serving it carries it as `reqId`. */
export const requestScope = new AsyncLocalStorage<{ requestId: string }>();

/** The partner API's JSON logger (stdout unless a destination is given, e.g. a test's capture). */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  return pino(
    {
      ...loggerOptions('api', level),
      mixin: () => {
        const scope = requestScope.getStore();
        return scope ? { reqId: scope.requestId } : {};
      },
    },
    destination ?? stdoutDestination(),
  );
}

export const silentLogger: Logger = pino({ level: 'silent' });
