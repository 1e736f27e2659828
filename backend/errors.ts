import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ZodError } from 'zod';
import { findDbFailure, isConnectionFailure, type DbFailure } from './db/db-errors';
import type { Logger } from './logger';
import { messages } from '../contract/messages';

const statusByCode = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable: 422,
  too_many_requests: 429,
  unavailable: 503,
} as const;

export type ApiErrorCode = keyof typeof statusByCode;

const m = messages.api.errors;

const defaultMessages: Record<ApiErrorCode, string> = {
  bad_request: m.bad_request,
  unauthorized: m.unauthorized,
  forbidden: m.forbidden,
  not_found: m.not_found,
  conflict: m.conflict,
  payload_too_large: m.payload_too_large,
  unsupported_media_type: m.unsupported_media_type,
  unprocessable: m.unprocessable,
  too_many_requests: m.too_many_requests,
  unavailable: m.unavailable,
};

/** The only error the API throws on purpose; `onError` turns it into `{message, errors?}`. */
export class ApiError extends Error {
  readonly status: (typeof statusByCode)[ApiErrorCode];
  constructor(
    readonly code: ApiErrorCode,
    message?: string,
    readonly errors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
  ) {
    super(message ?? defaultMessages[code]);
    this.status = statusByCode[code];
  }
}

export function zodFieldErrors(error: ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.') || 'body';
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

export function invalid(field: string, message: string): ApiError {
  return new ApiError('unprocessable', message, { [field]: [message] });
}

export const databaseDownMessage = m.databaseDown;

/** What a database refusal means for the caller; undefined for a failure that is ours (500). */
function apiErrorOfDb(failure: DbFailure): ApiError | undefined {
  if (isConnectionFailure(failure)) return new ApiError('unavailable', databaseDownMessage, undefined, { 'Retry-After': '5' });
  const field = failure.column ?? 'body';
  const refused = (message: string) => invalid(field, message);
  switch (failure.code) {
    case '22021':
      return refused(m.nulCharacter);
    case '22003':
      return refused(m.numberOutOfRange);
    case '22001':
      return refused(m.textTooLong);
    case '23502':
      return refused(m.required);
    case '23503':
      return refused(m.unknownReference);
    case '23505':
    case '40001':
    case '40P01':
    case '55P03':
      return new ApiError('conflict');
  }
  if (failure.code.startsWith('22') || failure.code.startsWith('23')) return refused(defaultMessages.unprocessable);
  return undefined;
}

/** Laravel-style bodies, French messages, no stack traces; failures of ours (500) are logged without their data. */
export function errorHandler(logger: Logger) {
  return function onError(err: Error, c: Context): Response {
    if (err instanceof ZodError) {
      const errors = zodFieldErrors(err);
      const first = Object.values(errors)[0]?.[0] ?? defaultMessages.unprocessable;
      return c.json({ message: first, errors }, 422);
    }
    if (err instanceof ApiError) {
      for (const [name, value] of Object.entries(err.headers ?? {})) c.header(name, value);
      return c.json(err.errors ? { message: err.message, errors: err.errors } : { message: err.message }, err.status);
    }
    if (err instanceof HTTPException) {
      const status = err.status;
      if (status === 413) return c.json({ message: defaultMessages.payload_too_large }, 413);
      if (status === 415) return c.json({ message: defaultMessages.unsupported_media_type }, 415);
      if (status === 400) return c.json({ message: m.unreadableJson }, 400);
      if (status < 500) return c.json({ message: err.message || defaultMessages.bad_request }, status);
    }
    const failure = findDbFailure(err);
    if (failure) {
      // SQLSTATE and a query label only: parameters and details can hold personal data.
      logger.error({ code: failure.code, query: failure.label }, 'erreur de la base');
      const mapped = apiErrorOfDb(failure);
      if (mapped) return onError(mapped, c);
      return c.json({ message: m.internal }, 500);
    }
    logger.error({ err }, 'erreur non gérée');
    return c.json({ message: m.internal }, 500);
  }
}
