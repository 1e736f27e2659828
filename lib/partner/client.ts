import 'server-only';
import { env } from '@/lib/runtime/env';
import type { z } from 'zod';
import { PartnerApiError, type PartnerErrorBody } from '@/lib/partner/errors';
import { checkedAnswer } from './checked-answer';
import { logger } from '@/lib/log/logger';
import { acceptedRequestId, REQUEST_ID_HEADER } from '@/platform/request-id';
import { getRequestId } from '@/lib/http/request-context';
import type { Dispatcher } from 'undici';
import { partnerFetch, partnerRequest } from './dispatcher';
import { CATALOGUE_SCOPE_HEADER } from '@/contract/catalogue-scope';
import { appMetrics } from '@/lib/ops/app-metrics';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who calls: an adviser (their access token), or the app itself reading the catalogue of one scope (its own
 * CATALOGUE_READ_TOKEN and the scope's header), which the catalogue routes accept.
 */
export type PartnerCaller = string | { catalogueScope: string };

export interface PartnerRequest {
  method?: HttpMethod;
  /** Bearer access token, or the app's catalogue read; omitted only by the login and password flows. */
  token?: PartnerCaller;
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  /** Address of the adviser's browser, forwarded so the API can rate-limit per IP. */
  clientIp?: string;
  /** Extra headers, e.g. `Idempotency-Key` so a repeated submit is answered once. */
  headers?: Record<string, string>;
}

// SPEC §9: one retry on these statuses, for bodyless methods only.
const RETRY_STATUSES = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
const BODY_METHODS = new Set<HttpMethod>(['POST', 'PUT', 'PATCH', 'DELETE']);

export function partnerUrl(path: string, query?: PartnerRequest['query']): URL {
  const url = new URL(`${env.PARTNER_API_URL}/${path.replace(/^\//, '')}`);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url;
}

function buildInit(request: PartnerRequest, method: HttpMethod, requestId: string): RequestInit {
  const headers: Record<string, string> = { ...request.headers, Accept: 'application/json', [REQUEST_ID_HEADER]: requestId };
  if (BODY_METHODS.has(method)) headers['Content-Type'] = 'application/json';
  if (typeof request.token === 'object') {
    headers.Authorization = `Bearer ${env.CATALOGUE_READ_TOKEN}`;
    headers[CATALOGUE_SCOPE_HEADER] = request.token.catalogueScope;
  } else if (request.token) headers.Authorization = `Bearer ${request.token}`;
  if (request.clientIp) headers['X-Forwarded-For'] = request.clientIp;
  return {
    method,
    headers,
    body: BODY_METHODS.has(method) ? JSON.stringify(request.body ?? {}) : undefined,
    signal: AbortSignal.timeout(env.PARTNER_API_TIMEOUT_MS),
  };
}

async function readErrorBody(read: () => Promise<unknown>): Promise<PartnerErrorBody> {
  try {
    const body = (await read()) as PartnerErrorBody;
    return typeof body === 'object' && body !== null ? body : {};
  } catch {
    return {};
  }
}

/** One line per failed attempt the adviser may notice (API down, slow or failing); the path has no query. */
function logFailure(failure: PartnerApiError, method: HttpMethod, path: string, requestId: string, started: number) {
  logger.warn(
    { reqId: requestId, method, path: path.split('?')[0], status: failure.status, kind: failure.kind, ms: Math.round(performance.now() - started) },
    'appel à l’API partenaire en échec',
  );
}

/** One try's answer: what the caller gets on success, its status, and how to read the error body it carries. */
interface Attempt<A> {
  answer: A;
  status: number;
  errorBody: () => Promise<PartnerErrorBody>;
}

/** Sends one request through `send`; answers its answer on success and throws PartnerApiError otherwise. */
async function exchange<A>(path: string, request: PartnerRequest, send: (url: URL, init: RequestInit) => Promise<Attempt<A>>): Promise<A> {
  const method = request.method ?? 'GET';
  const write = BODY_METHODS.has(method);
  // A write carrying an Idempotency-Key is answered once by the API however often it arrives: it is sent again
  // once when the connection failed (an instance stopping, restarting), never after an answer or a timeout.
  const keyed = write && Object.keys(request.headers ?? {}).some((name) => name.toLowerCase() === 'idempotency-key');
  const attempts = !write || keyed ? 2 : 1;
  // Calls made outside a page request (none today) still get an id, so the API's line can be found.
  const requestId = acceptedRequestId(await getRequestId());
  let failure: PartnerApiError | undefined;
  for (let attempt = 0; attempt < attempts; attempt++) {
    const started = performance.now();
    try {
      const { answer, status, errorBody } = await send(partnerUrl(path, request.query), buildInit(request, method, requestId));
      appMetrics().partnerCall(method, status, (performance.now() - started) / 1000);
      if (status >= 200 && status < 300) return answer;
      failure = new PartnerApiError(status, await errorBody());
      if (status >= 500) logFailure(failure, method, path, requestId, started);
      if (write || !RETRY_STATUSES.has(status)) break;
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      failure = new PartnerApiError(0, {}, timedOut ? 'timeout' : 'network');
      appMetrics().partnerCall(method, 0, (performance.now() - started) / 1000);
      logFailure(failure, method, path, requestId, started);
      if (write && timedOut) break;
    }
  }
  throw failure!;
}

/** Sends one request; answers the raw Response on success (a file handed on as it comes) and throws PartnerApiError otherwise. */
export function partnerResponse(path: string, request: PartnerRequest = {}): Promise<Response> {
  return exchange(path, request, async (url, init) => {
    const response = await partnerFetch(url, init);
    return { answer: response, status: response.status, errorBody: () => readErrorBody(() => response.json()) };
  });
}

/** Sends one request whose answer is read here (JSON or nothing), without fetch's objects. */
function partnerData(path: string, request: PartnerRequest): Promise<Dispatcher.ResponseData> {
  return exchange(path, request, async (url, init) => {
    const data = await partnerRequest(url, init);
    return { answer: data, status: data.statusCode, errorBody: () => readErrorBody(() => data.body.json()) };
  });
}

/** Sends one request and checks its JSON answer against the contract: an answer it does not describe is a 502. */
export async function partnerJson<S extends z.ZodType>(path: string, request: PartnerRequest & { answer: S }): Promise<z.output<S>> {
  const { statusCode, body } = await partnerData(path, request);
  const json: unknown = statusCode === 204 ? await body.dump() : await body.json();
  return checkedAnswer(path, request.answer, json);
}

/** Sends one request whose success says nothing (204): there is no answer to read, so none is returned. */
export async function partnerNoContent(path: string, request: PartnerRequest = {}): Promise<void> {
  const { body } = await partnerData(path, request);
  await body.dump();
}
