import { createRoute } from '@hono/zod-openapi';
import { messageAnswerSchema } from '../../../contract/answers';
import {
  backOfficeText,
  optionCancelSchema,
  optionExtendSchema,
  RESERVATION_STEP_FROM,
  RESERVATION_STEPS,
  reservationStepSchema,
  staffOptionListSchema,
  type ReservationStep,
  type StaffOption,
} from '../../../contract/back-office';
import { withStaff, type StaffEnv } from '../../auth/with-staff';
import { recordAudit } from '../../db/queries/back-office/audit';
import { findBrandOption, listBrandOptions, type BrandOptionRow } from '../../db/queries/back-office/options';
import { addNotifications } from '../../db/queries/notifications';
import { findOption, setLotStatus, transitionOption } from '../../db/queries/options';
import { findUserById } from '../../db/queries/users';
import type { Deps } from '../../deps';
import { ApiError } from '../../errors';
import { bearer, createRouter, errorSchema, idParam, json, jsonBody } from '../../http/openapi';
import { notices } from '../../notifications/notices';
import { addWorkingDays } from '../../selling/calendar';
import { sellingConfig } from '../../selling/config';
import { confirmReservationStep } from '../../selling/reservation-step';
import { staffErrors, staffTag } from './shared';
import { messages } from '../../../contract/messages';

/** The step the back office may confirm now: the one starting from the reservation's status (notification: while placed). */
function nextStep(row: BrandOptionRow): ReservationStep | null {
  const step = RESERVATION_STEPS.find((candidate) => RESERVATION_STEP_FROM[candidate] === row.reservation?.status);
  return step === 'notified' && row.option.status !== 'placed' ? null : (step ?? null);
}

const optionView = (row: BrandOptionRow) => ({
  id: row.option.id,
  status: row.option.status as StaffOption['status'],
  expires_at: row.option.expiresAt.toISOString(),
  reservation: row.reservation ? { status: row.reservation.status, next_step: nextStep(row) } : null,
  adviser: { name: `${row.adviser.prenom} ${row.adviser.nom}`, email: row.adviser.email },
  marque: row.adviser.brandCode,
  lot: row.lot,
  residence: row.residence,
});
const lotRef = (row: BrandOptionRow) => ({ optionId: row.option.id, lotReference: row.lot.reference, residenceName: row.residence.name });
const notPlaced = () => new ApiError('conflict', backOfficeText.errors.optionNotPlaced);
const answer = { 200: json(messageAnswerSchema, 'Action enregistrée'), 409: json(errorSchema, "L'option n'est plus posée"), ...staffErrors };

export function backOfficeOptionsRouter(deps: Deps) {
  const router = createRouter<StaffEnv>();
  const staff = withStaff(deps);
  const config = sellingConfig(deps.config.selling);
  const placedOption = async (id: number, brandCodes: string[]) => {
    const row = await findBrandOption(deps.db, { id, brandCodes });
    if (!row) throw new ApiError('not_found', messages.api.notFound.option);
    if (row.option.status !== 'placed') throw notPlaced();
    return row;
  };

  // GET /api/back-office/options – live options of the caller's brands, the next to lapse first
  router.openapi(
    createRoute({
      method: 'get',
      path: '/back-office/options',
      tags: staffTag,
      security: bearer,
      middleware: [staff] as const,
      responses: { 200: json(staffOptionListSchema.openapi('StaffOptions'), 'Options en cours'), ...staffErrors },
    }),
    async (c) => c.json({ data: (await listBrandOptions(deps.db, { brandCodes: c.var.staffBrands })).map(optionView) }, 200),
  );

  // POST /api/back-office/options/{id}/extend – push a placed option's expiry back by working days; the adviser is told
  router.openapi(
    createRoute({
      method: 'post',
      path: '/back-office/options/{id}/extend',
      tags: staffTag,
      security: bearer,
      middleware: [staff] as const,
      request: { params: idParam, body: jsonBody(optionExtendSchema.openapi('OptionExtend')) },
      responses: answer,
    }),
    async (c) => {
      const row = await placedOption(c.req.valid('param').id, c.var.staffBrands);
      const { days } = c.req.valid('json');
      const now = deps.clock.now();
      const expiresAt = addWorkingDays(row.option.expiresAt, days);
      await deps.db.transaction(async (tx) => {
        if (!(await transitionOption(tx, { id: row.option.id, from: 'placed', set: { expiresAt } }))) throw notPlaced();
        await addNotifications(tx, { now, items: [{ userId: row.option.adviserId, notice: notices.optionExtendedByStaff({ ...lotRef(row), expiresAt }) }] });
        await recordAudit(tx, { actor: c.var.caller, action: 'option.extend', targetType: 'option', targetId: row.option.id, brandCodes: [row.adviser.brandCode], details: { reference: row.lot.reference, days, from: row.option.expiresAt.toISOString(), to: expiresAt.toISOString() }, now });
      });
      return c.json({ message: backOfficeText.options.extended }, 200);
    },
  );

  // POST /api/back-office/options/{id}/cancel – release a placed option with a reason sent to the adviser; the lot is available again
  router.openapi(
    createRoute({
      method: 'post',
      path: '/back-office/options/{id}/cancel',
      tags: staffTag,
      security: bearer,
      middleware: [staff] as const,
      request: { params: idParam, body: jsonBody(optionCancelSchema.openapi('OptionCancel')) },
      responses: answer,
    }),
    async (c) => {
      const row = await placedOption(c.req.valid('param').id, c.var.staffBrands);
      const { reason } = c.req.valid('json');
      const now = deps.clock.now();
      await deps.db.transaction(async (tx) => {
        if (!(await transitionOption(tx, { id: row.option.id, from: 'placed', set: { status: 'released', releasedAt: now } }))) throw notPlaced();
        await setLotStatus(tx, { lotId: row.lot.id, status: 'available' });
        await addNotifications(tx, { now, items: [{ userId: row.option.adviserId, notice: notices.optionCancelledByStaff({ ...lotRef(row), reason }) }] });
        await recordAudit(tx, { actor: c.var.caller, action: 'option.cancel', targetType: 'option', targetId: row.option.id, brandCodes: [row.adviser.brandCode], details: { reference: row.lot.reference, reason }, now });
      });
      return c.json({ message: backOfficeText.options.cancelled }, 200);
    },
  );

  // POST /api/back-office/options/{id}/reservation-step – confirm the reservation's next step; the adviser is told and sees it live
  router.openapi(
    createRoute({
      method: 'post',
      path: '/back-office/options/{id}/reservation-step',
      tags: staffTag,
      security: bearer,
      middleware: [staff] as const,
      request: { params: idParam, body: jsonBody(reservationStepSchema.openapi('ReservationStep')) },
      responses: { ...answer, 409: json(errorSchema, "La réservation n'en est plus à cette étape") },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const { step } = c.req.valid('json');
      const brandRow = await findBrandOption(deps.db, { id, brandCodes: c.var.staffBrands });
      const row = brandRow && (await findOption(deps.db, { id, adviserId: brandRow.option.adviserId }));
      const adviser = row && (await findUserById(deps.db, { id: row.option.adviserId }));
      if (!row || !adviser) throw new ApiError('not_found', messages.api.notFound.option);
      await confirmReservationStep(deps, config, { row, adviser, step, actor: c.var.caller, now: deps.clock.now() });
      const label = backOfficeText.options.steps[step];
      return c.json({ message: backOfficeText.options.stepDone.replace('{step}', label) }, 200);
    },
  );

  return router;
}
