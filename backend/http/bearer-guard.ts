import type { MiddlewareHandler } from 'hono';

const guards = new WeakSet<MiddlewareHandler>();

/** Marks a middleware that refuses a request without a valid bearer token, so the OpenAPI document says so. */
export function bearerGuard<M extends MiddlewareHandler>(middleware: M): M {
  guards.add(middleware);
  return middleware;
}

/** Whether a route's middleware (one or a list) includes a bearer check. */
export function requiresBearer(middleware: MiddlewareHandler | readonly MiddlewareHandler[] | undefined): boolean {
  return [middleware ?? []].flat().some((handler) => guards.has(handler));
}
