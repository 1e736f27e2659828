import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { withStaff } from '../../auth/with-staff';
import type { Deps } from '../../deps';
import { bearer, errorResponses, errorSchema, json } from '../../http/openapi';

/** Every back-office route answers these besides its own: 404 also stands for "not staff". */
export const staffErrors = {
  401: errorResponses[401],
  404: json(errorSchema, 'Ressource introuvable (ou appelant hors back-office)'),
  422: errorResponses[422],
} as const;

export const staffTag = ['Back-office'];

type StaffRouteConfig = Omit<RouteConfig, 'tags' | 'security' | 'middleware' | 'responses'> & { path: string; responses: RouteConfig['responses'] };

/**
 * `createRoute` for the console: the staff check, the bearer scheme, the tag and the shared refusals, so that a
 * route states only its method, path, input and own answers. `after` runs once the caller is known to be staff.
 */
export function staffRoutes(deps: Deps) {
  const staff = withStaff(deps);
  return <const R extends StaffRouteConfig>(config: R, after: MiddlewareHandler[] = []) =>
    createRoute({
      ...config,
      tags: staffTag,
      security: bearer,
      middleware: [staff, ...after] as const,
      responses: { ...staffErrors, ...config.responses } as R['responses'] & typeof staffErrors,
    });
}
