
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
const lotLabel = (ref: LotRef) => `le lot ${ref.lotReference} (${ref.residenceName})`;

export const notices = {
  optionCancelledByStaff: (ref: LotRef & { reason: string }): Notice => ({
    kind: 'info',
    title: 'Option annulée',
    body: `Le back-office a annulé votre option sur ${lotLabel(ref)} : ${ref.reason}`,
    link: '/options',
  }),
  optionExtendedByStaff: (ref: LotRef & { expiresAt: Date }): Notice => ({
    kind: 'info',
    title: 'Option prolongée',
    body: `Le back-office a prolongé votre option sur ${lotLabel(ref)} jusqu'au ${dayAndTime.format(ref.expiresAt)}.`,
    link: '/options',
  }),
  optionExpiring: (ref: LotRef & { expiresAt: Date }): Notice => ({
    kind: 'option_expiring',
    title: 'Option bientôt expirée',
    body: `Votre option sur ${lotLabel(ref)} expire le ${dayAndTime.format(ref.expiresAt)}.`,
    link: '/options',
    dedupeKey: `${EXPIRING_KEY_PREFIX}${ref.optionId}`,
  }),
  optionExpired: (ref: LotRef): Notice => ({
    kind: 'option_expired',
    title: 'Option expirée',
    body: `Votre option sur ${lotLabel(ref)} a expiré : le lot est de nouveau disponible.`,
    link: '/options',
  }),
  reservationContract: (ref: LotRef): Notice => ({
    kind: 'reservation_step',
    title: 'Contrat de réservation renseigné',
    body: `Les informations du contrat de réservation pour ${lotLabel(ref)} sont enregistrées : vous pouvez le notifier.`,
    link: '/options',
  }),
  reservationNotified: (ref: LotRef & { withdrawalEndsAt: Date }): Notice => ({
    kind: 'reservation_step',
    title: 'Contrat de réservation notifié',
    body: `La réservation de ${lotLabel(ref)} est notifiée ; le délai de rétractation court jusqu'au ${day.format(ref.withdrawalEndsAt)}.`,
    link: '/options',
  }),
  reservationStepConfirmed: (ref: LotRef & { step: string }): Notice => ({
    kind: 'reservation_step',
    title: ref.step,
    body: `Le back-office a confirmé l'étape « ${ref.step} » de la réservation de ${lotLabel(ref)}.`,
    link: '/options',
  }),
  reservationWithdrawn: (ref: LotRef): Notice => ({
    kind: 'reservation_step',
    title: 'Rétractation enregistrée',
    body: `La rétractation pour ${lotLabel(ref)} est enregistrée : le lot est de nouveau disponible.`,
    link: '/options',
  }),
  reservationFirm: (ref: LotRef): Notice => ({
    kind: 'reservation_step',
    title: 'Réservation ferme',
    body: `Le délai de rétractation est écoulé : la réservation de ${lotLabel(ref)} est ferme.`,
    link: '/options',
  }),
  kycValidated: (label: string): Notice => ({
    kind: 'kyc_validated',
    title: 'Pièce validée',
    body: `Votre pièce « ${label} » a été validée.`,
    link: '/documents',
  }),
  kycRefused: (label: string, reason: string | null): Notice => ({
    kind: 'kyc_refused',
    title: 'Pièce refusée',
    body: `Votre pièce « ${label} » a été refusée${reason ? ` : ${reason}` : ''}. Merci d'en envoyer une nouvelle.`,
    link: '/documents',
  }),
  staffMessage: (thread: { id: number; subject: string }): Notice => ({
    kind: 'message',
    title: 'Nouveau message',
    body: `Le back-office vous a répondu : « ${thread.subject} ».`,
    link: `/messagerie/${thread.id}`,
  }),
};
