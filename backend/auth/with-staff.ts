import { createMiddleware } from 'hono/factory';
import { listStaffBrands } from '../db/queries/back-office/staff';
import type { Deps } from '../deps';
import { ApiError } from '../errors';
import { bearerGuard } from '../http/bearer-guard';
import { withAuth, type AuthEnv } from './with-auth';

export type StaffEnv = { Variables: AuthEnv['Variables'] & { staffBrands: string[] } };

/**
 * The bearer check of `withAuth`, then: the back office exists only for staff. Anyone else gets the 404 of an unknown route, so the
 * console is no map for an adviser; a staff member's reads and writes are then limited to its brands.
 */
export function withStaff(deps: Deps) {
  const auth = withAuth<StaffEnv>(deps);
  const middleware = createMiddleware<StaffEnv>((c, next) =>
    auth(c, async () => {
      const caller = c.var.caller;
      if (caller.role !== 'staff') throw new ApiError('not_found');
      const brands = await listStaffBrands(deps.db, { userId: caller.id });
      if (!brands.length) throw new ApiError('not_found');
      c.set('staffBrands', brands);
      await next();
    }),
  );
  return bearerGuard(middleware);
}
