import { fill, messages } from '../../contract/messages';
import type { NotificationKind } from '../../contract/notifications';

export type { NotificationKind };

/** What a notification says: the API writes it in French once, so every reader shows the same text. */
export interface Notice {
  kind: NotificationKind;
  title: string;
  body: string;
  link: string;
  dedupeKey?: string;
}

export const EXPIRING_KEY_PREFIX = 'option-expiring:';
/** Advisers are warned this long before a placed option lapses. */
export const OPTION_EXPIRY_WARNING_MS = 48 * 60 * 60 * 1000;

type LotRef = { optionId: number; lotReference: string; residenceName: string };

const day = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', day: 'numeric', month: 'long', year: 'numeric' });
const dayAndTime = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', dateStyle: 'long', timeStyle: 'short' });
const m = messages.api.notices;
const lotLabel = (ref: LotRef) => fill(m.lot, { reference: ref.lotReference, residence: ref.residenceName });
const onLot = (text: { title: string; body: string }, ref: LotRef, values: Record<string, string> = {}) => ({
  title: text.title,
  body: fill(text.body, { lot: lotLabel(ref), ...values }),
});

export const notices = {
  optionCancelledByStaff: (ref: LotRef & { reason: string }): Notice => ({
    kind: 'info',
    ...onLot(m.optionCancelledByStaff, ref, { reason: ref.reason }),
    link: '/options',
  }),
  optionExtendedByStaff: (ref: LotRef & { expiresAt: Date }): Notice => ({
    kind: 'info',
    ...onLot(m.optionExtendedByStaff, ref, { date: dayAndTime.format(ref.expiresAt) }),
    link: '/options',
  }),
  optionExpiring: (ref: LotRef & { expiresAt: Date }): Notice => ({
    kind: 'option_expiring',
    ...onLot(m.optionExpiring, ref, { date: dayAndTime.format(ref.expiresAt) }),
    link: '/options',
    dedupeKey: `${EXPIRING_KEY_PREFIX}${ref.optionId}`,
  }),
  optionExpired: (ref: LotRef): Notice => ({ kind: 'option_expired', ...onLot(m.optionExpired, ref), link: '/options' }),
  reservationContract: (ref: LotRef): Notice => ({ kind: 'reservation_step', ...onLot(m.reservationContract, ref), link: '/options' }),
  reservationNotified: (ref: LotRef & { withdrawalEndsAt: Date }): Notice => ({
    kind: 'reservation_step',
    ...onLot(m.reservationNotified, ref, { date: day.format(ref.withdrawalEndsAt) }),
    link: '/options',
  }),
  reservationStepConfirmed: (ref: LotRef & { step: string }): Notice => ({
    kind: 'reservation_step',
    ...onLot({ title: ref.step, body: m.reservationStepConfirmed.body }, ref, { step: ref.step }),
    link: '/options',
  }),
  reservationWithdrawn: (ref: LotRef): Notice => ({ kind: 'reservation_step', ...onLot(m.reservationWithdrawn, ref), link: '/options' }),
  reservationFirm: (ref: LotRef): Notice => ({ kind: 'reservation_step', ...onLot(m.reservationFirm, ref), link: '/options' }),
  kycValidated: (label: string): Notice => ({
    kind: 'kyc_validated',
    title: m.kycValidated.title,
    body: fill(m.kycValidated.body, { label }),
    link: '/documents',
  }),
  kycRefused: (label: string, reason: string | null): Notice => ({
    kind: 'kyc_refused',
    title: m.kycRefused.title,
    body: reason ? fill(m.kycRefused.bodyWithReason, { label, reason }) : fill(m.kycRefused.body, { label }),
    link: '/documents',
  }),
  staffMessage: (thread: { id: number; subject: string }): Notice => ({
    kind: 'message',
    title: m.staffMessage.title,
    body: fill(m.staffMessage.body, { subject: thread.subject }),
    link: `/messagerie/${thread.id}`,
  }),
};
