import type { MailMessage } from './mailer';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** The adviser learns of the back office's decision on one of its KYC documents, with the reason of a refusal. */
export function kycDecisionMail(params: { to: string; prenom: string; label: string; state: 'OK' | 'KO'; reason: string | null }): MailMessage {
  const accepted = params.state === 'OK';
  const subject = accepted ? `Pièce validée : ${params.label}` : `Pièce refusée : ${params.label}`;
  const lines = [
    `Bonjour ${params.prenom},`,
    accepted
      ? `Votre pièce « ${params.label} » a été validée par notre équipe.`
      : `Votre pièce « ${params.label} » a été refusée. Motif : ${params.reason ?? 'non précisé'}.`,
    accepted ? 'Merci.' : 'Merci d’en envoyer une nouvelle depuis la rubrique Documents de votre Espace partenaire.',
  ];
  return {
    to: params.to,
    subject,
    text: `${lines.join('\n\n')}\n`,
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join(''),
  };
}
