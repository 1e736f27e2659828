import type { MailMessage } from './mailer';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

const euros = (amount: number) => `${new Intl.NumberFormat('fr-FR').format(amount)} €`;
const day = (date: Date) => new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' }).format(date);

export type ReservationMailData = {
  optionId: number;
  adviser: { prenom: string; nom: string; email: string; cabinet: string | null };
  client: { prenom: string; nom: string; email: string | null };
  lot: { reference: string; typology: string; price: number };
  residence: { name: string; city: string };
  deposit: number;
  saleDueDate: string | null;
  withdrawalEndsAt: Date;
};

function toMail(to: string, subject: string, lines: string[]): MailMessage {
  return {
    to,
    subject,
    text: `${lines.join('\n')}\n`,
    html: lines.map((line) => (line ? `<p>${escapeHtml(line)}</p>` : '')).join(''),
  };
}

/** The back office learns of each notified reservation contract, to check and countersign it. */
export function backOfficeReservationMail(to: string, data: ReservationMailData): MailMessage {
  const lastDay = new Date(data.withdrawalEndsAt.getTime() - 1);
  return toMail(to, `Notification du contrat de réservation – ${data.residence.name} lot ${data.lot.reference}`, [
    'Bonjour,',
    `${data.adviser.prenom} ${data.adviser.nom}${data.adviser.cabinet ? ` (${data.adviser.cabinet})` : ''} a notifié le contrat de réservation de l'option n° ${data.optionId}.`,
    `Programme : ${data.residence.name} (${data.residence.city}), lot ${data.lot.reference} (${data.lot.typology}), prix ${euros(data.lot.price)}.`,
    `Réservataire : ${data.client.prenom} ${data.client.nom}.`,
    `Dépôt de garantie : ${euros(data.deposit)}. Date prévisionnelle de l'acte : ${data.saleDueDate ?? 'non précisée'}.`,
    `Délai de rétractation (art. L271-1 CCH) : jusqu'au ${day(lastDay)} inclus.`,
    `Contact du conseiller : ${data.adviser.email}.`,
  ]);
}

/** The buyer's notification, reminding them of the 10-day withdrawal right. */
export function clientReservationMail(to: string, data: ReservationMailData): MailMessage {
  const lastDay = new Date(data.withdrawalEndsAt.getTime() - 1);
  return toMail(to, `Votre contrat de réservation – ${data.residence.name}`, [
    `Bonjour ${data.client.prenom} ${data.client.nom},`,
    `Votre contrat de réservation du lot ${data.lot.reference} de la résidence ${data.residence.name} (${data.residence.city}) vous est notifié.`,
    `Conformément à l'article L271-1 du code de la construction et de l'habitation, vous disposez d'un délai de rétractation de 10 jours, soit jusqu'au ${day(lastDay)} inclus.`,
    `Votre conseiller : ${data.adviser.prenom} ${data.adviser.nom} (${data.adviser.email}).`,
  ]);
}

/** The adviser learns that the back office confirmed a step of one of its reservations. */
export function reservationStepMail(params: { to: string; prenom: string; step: string; lotReference: string; residenceName: string }): MailMessage {
  return toMail(params.to, `${params.step} – ${params.residenceName} lot ${params.lotReference}`, [
    `Bonjour ${params.prenom},`,
    `Le back-office a confirmé l'étape « ${params.step} » de la réservation du lot ${params.lotReference} de la résidence ${params.residenceName}.`,
    'Retrouvez vos réservations dans la rubrique Mes options / réservations de votre Espace partenaire.',
  ]);
}
