import type { MailMessage } from './mailer';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** The one-time code a signer types in the signing step. */
export function signatureCodeMail(params: { to: string; name: string; title: string; code: string }): MailMessage {
  const subject = `Votre code de signature : ${params.code}`;
  const lines = [
    `Bonjour ${params.name},`,
    `Pour signer « ${params.title} », saisissez ce code dans l'Espace partenaire :`,
    `Code de signature : ${params.code}`,
    "Ce code est valable 15 minutes et ne sert qu'une fois. Si vous n'êtes pas à l'origine de cette demande, ignorez ce message.",
  ];
  return {
    to: params.to,
    subject,
    text: `${lines.join('\n\n')}\n`,
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join(''),
  };
}
