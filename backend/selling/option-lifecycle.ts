import type { z } from '@hono/zod-openapi';
import { fill, messages } from '../../contract/messages';
import { contractInfoSchema as contractInfo } from '../../contract/options';
import type { UserRow } from '../db/queries/users';
import { addNotifications } from '../db/queries/notifications';
import { lockOptionIn, setLotStatus, transitionOption, updateReservation, upsertReservation, type OptionDetail } from '../db/queries/options';
import type { DbOrTx } from '../db/tx';
import type { Deps } from '../deps';
import { ApiError, invalid } from '../errors';
import { backOfficeReservationMail, clientReservationMail } from '../mail/reservation-mails';
import { notices, type Notice } from '../notifications/notices';
import { addWorkingDays } from './calendar';
import { contractMailData, markContractNotified } from './contract-notification';
import type { SellingConfig } from './config';
import { depositCapRate, maxDeposit, withdrawalEnd } from './reservation-rules';

const euros = (amount: number) => `${new Intl.NumberFormat('fr-FR').format(amount)} €`;

const m = messages.api.selling;

export const contractInfoSchema = contractInfo.openapi('ReservationContractInfo');

type Action = {
  method: 'post' | 'delete';
  path: string;
  summary: string;
  body?: z.ZodType;
  run(input: { row: OptionDetail; caller: UserRow; body: unknown }): Promise<string>;
};

const lotRef = (row: OptionDetail) => ({ optionId: row.option.id, lotReference: row.lot.reference, residenceName: row.residence.name });

const notActive = () => new ApiError('conflict', m.optionNotActive);
/** For a step that lost a race: another request changed the option since it was read. */
const changed = (moved: boolean) => {
  if (!moved) throw notActive();
};

/** What an adviser can do to an option after placing it; each step checks the state it starts from. */
export function optionLifecycle(deps: Deps, config: SellingConfig): { actions: Action[] } {
  const { db, clock } = deps;
  const tell = (tx: DbOrTx, row: OptionDetail, notice: Notice) =>
    addNotifications(tx, { now: clock.now(), items: [{ userId: row.option.adviserId, notice }] });

  // DELETE /api/options/{id} – release a placed option; the lot is available again
  const release: Action = {
    method: 'delete',
    path: '/options/{id}',
    summary: 'Libérer une option',
    async run({ row }) {
      if (row.option.status === 'notified') {
        throw new ApiError('conflict', m.releaseNotified);
      }
      if (row.option.status !== 'placed') throw notActive();
      await db.transaction(async (tx) => {
        changed(await transitionOption(tx, { id: row.option.id, from: 'placed', set: { status: 'released', releasedAt: clock.now() } }));
        await setLotStatus(tx, { lotId: row.lot.id, status: 'available' });
      });
      return m.optionReleased;
    },
  };

  // POST /api/options/{id}/prolongation – extend a placed option by its duration (limited number of times)
  const extend: Action = {
    method: 'post',
    path: '/options/{id}/prolongation',
    summary: 'Prolonger une option',
    async run({ row }) {
      if (row.option.status !== 'placed') throw notActive();
      if (row.option.extensions >= config.maxExtensions) {
        throw new ApiError('conflict', fill(m.extensionsUsed, { count: config.maxExtensions }));
      }
      changed(
        await transitionOption(db, {
          id: row.option.id,
          from: 'placed',
          extensions: row.option.extensions,
          set: { expiresAt: addWorkingDays(row.option.expiresAt, row.option.durationDays), extensions: row.option.extensions + 1 },
        }),
      );
      return m.optionExtended;
    },
  };

  // POST /api/options/{id}/infos-contrat-reservation – deposit, expected deed date and financing of the contract
  const contract: Action = {
    method: 'post',
    path: '/options/{id}/infos-contrat-reservation',
    summary: 'Renseigner le contrat de réservation',
    body: contractInfoSchema,
    async run({ row, body }) {
      if (row.option.status !== 'placed') throw notActive();
      const client = row.client;
      if (!client) throw invalid('client_id', m.contractNeedsClient);
      const info = contractInfoSchema.parse(body);
      const now = clock.now();
      const due = new Date(`${info.sale_due_date}T00:00:00Z`);
      if (due.getTime() <= now.getTime()) throw invalid('sale_due_date', m.saleDueDateFuture);
      const rate = depositCapRate(due, now);
      const cap = maxDeposit(row.lot.price, due, now);
      if (info.deposit > cap) {
        throw invalid(
          'deposit',
          rate === 0
            ? m.noDepositAfterTwoYears
            : fill(m.depositCap, { percent: rate * 100, amount: euros(cap), delay: rate === 0.05 ? m.withinAYear : m.withinTwoYears }),
        );
      }
      if (info.financing === 'credit' && !info.loan_amount) throw invalid('loan_amount', messages.fieldErrors.selling.loanAmount);
      await db.transaction(async (tx) => {
        changed(await lockOptionIn(tx, { id: row.option.id, status: 'placed' }));
        await upsertReservation(tx, {
          optionId: row.option.id,
          lotId: row.lot.id,
          adviserId: row.option.adviserId,
          clientId: client.id,
          status: 'pending',
          price: row.lot.price,
          deposit: info.deposit,
          saleDueDate: info.sale_due_date,
          financing: info.financing,
          loanAmount: info.financing === 'credit' ? (info.loan_amount ?? null) : null,
          notes: info.notes,
          reservedAt: now,
        });
        await tell(tx, row, notices.reservationContract(lotRef(row)));
      });
      return m.contractSaved;
    },
  };

  // POST /api/options/{id}/send-notification-contrat – notify the contract: withdrawal period starts, back office mailed
  const notify: Action = {
    method: 'post',
    path: '/options/{id}/send-notification-contrat',
    summary: 'Notifier le contrat de réservation',
    async run({ row, caller }) {
      if (row.option.status !== 'placed') throw notActive();
      if (!row.reservation || !row.client) {
        throw invalid('reservation', m.contractInfoFirst);
      }
      const now = clock.now();
      const ends = withdrawalEnd(now, config.withdrawalDays);
      const data = contractMailData(row, caller, ends);
      const clientEmail = row.client.email;
      await db.transaction(async (tx) => {
        changed(await markContractNotified(tx, { row, now, ends }));
        await tell(tx, row, notices.reservationNotified({ ...lotRef(row), withdrawalEndsAt: ends }));
        await deps.outbox.enqueue(tx, backOfficeReservationMail(config.backOfficeEmail, data));
        if (clientEmail) await deps.outbox.enqueue(tx, clientReservationMail(clientEmail, data));
      });
      void deps.outbox.drain();
      return m.reservationDone;
    },
  };

  // POST /api/options/{id}/retractation – the buyer withdrew within the legal period; the lot is free again
  const withdraw: Action = {
    method: 'post',
    path: '/options/{id}/retractation',
    summary: 'Enregistrer la rétractation du réservataire',
    async run({ row }) {
      if (row.option.status === 'reserved') {
        throw new ApiError('conflict', m.withdrawalExpired);
      }
      if (row.option.status !== 'notified') throw notActive();
      const now = clock.now();
      await db.transaction(async (tx) => {
        changed(await transitionOption(tx, { id: row.option.id, from: 'notified', set: { status: 'withdrawn', releasedAt: now } }));
        await updateReservation(tx, { optionId: row.option.id, set: { status: 'withdrawn' } });
        await setLotStatus(tx, { lotId: row.lot.id, status: 'available' });
        await tell(tx, row, notices.reservationWithdrawn(lotRef(row)));
      });
      return m.withdrawalSaved;
    },
  };

  return { actions: [release, extend, contract, notify, withdraw] };
}
