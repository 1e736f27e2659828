import type { Deps } from '../../deps';
import { createRouter } from '../../http/openapi';
import { backOfficeAuditRouter } from './audit';
import { backOfficeContentRouter } from './content';
import { backOfficeKycRouter } from './kyc';
import { backOfficeLotsRouter } from './lots';
import { backOfficeMessagesRouter } from './messages';
import { backOfficeOptionsRouter } from './options';
import { backOfficeProfileRouter } from './profile';
import { backOfficeProgrammesRouter } from './programmes';
import { backOfficeSecondFactorRouter } from './second-factor-reset';

/** The staff console's API, `/api/back-office/*`: every route checks the token, the staff role and the brands. */
export function backOfficeRouter(deps: Deps) {
  const router = createRouter();
  router.route('/', backOfficeProfileRouter(deps));
  router.route('/', backOfficeKycRouter(deps));
  router.route('/', backOfficeMessagesRouter(deps));
  router.route('/', backOfficeLotsRouter(deps));
  router.route('/', backOfficeOptionsRouter(deps));
  router.route('/', backOfficeProgrammesRouter(deps));
  router.route('/', backOfficeAuditRouter(deps));
  router.route('/', backOfficeContentRouter(deps));
  router.route('/', backOfficeSecondFactorRouter(deps));
  return router;
}
