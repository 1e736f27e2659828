import type { ErrorBody } from '@/contract/answers';

/** Body of a partner API error as read: the contract's, or less when the API could not be reached or answered no JSON. */
export type PartnerErrorBody = Partial<ErrorBody>;

/** `contract`: the API answered 2xx with a body the contract does not describe. */
export type PartnerErrorKind = 'http' | 'network' | 'timeout' | 'contract';

/** Any failed call to the partner API. `status` is 0 when the API could not be reached. */
export class PartnerApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: PartnerErrorBody,
    readonly kind: PartnerErrorKind = 'http',
  ) {
    super(body.message ?? `Partner API error ${status}`);
    this.name = 'PartnerApiError';
  }

  get isUnauthorized(): boolean {
    return this.status === 401;
  }

  /** The server's own message, meant for the user (4xx only: 5xx texts are not shown). */
  get serverMessage(): string | undefined {
    return this.status >= 400 && this.status < 500 ? this.body.message : undefined;
  }

  get fieldErrors(): Record<string, string[]> {
    return this.body.errors ?? {};
  }
}

export function isPartnerApiError(error: unknown): error is PartnerApiError {
  return error instanceof PartnerApiError;
}

/** A failed server action as the browser sees it; `status` drives the query client's retry rule. */
export class ActionError extends Error {
  constructor(
    readonly status: number,
    message = '',
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ActionError';
  }
}
