import type { MailMessage } from './mailer';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

export function passwordLink(appUrlTemplate: string, brand: string, token: string, email: string): string {
  const base = appUrlTemplate.replaceAll('{brand}', brand).replace(/\/$/, '');
  return `${base}/request-password?token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`;
}

export function passwordMail(params: {
  to: string;
  prenom: string;
  link: string;
  purpose: 'activation' | 'reset';
}): MailMessage {
  const activation = params.purpose === 'activation';
  const subject = activation ? 'Activez votre Espace partenaire' : 'Réinitialisation de votre mot de passe';
  const intro = activation
    ? 'Pour activer votre Espace partenaire, choisissez votre mot de passe en suivant ce lien :'
    : 'Pour réinitialiser le mot de passe de votre Espace partenaire, suivez ce lien :';
  const outro =
    "Ce lien est valable une heure et ne peut servir qu'une fois. Si vous n'êtes pas à l'origine de cette demande, ignorez ce message.";
  const text = `Bonjour ${params.prenom},\n\n${intro}\n${params.link}\n\n${outro}\n`;
  const html =
    `<p>Bonjour ${escapeHtml(params.prenom)},</p><p>${escapeHtml(intro)}</p>` +
    `<p><a href="${escapeHtml(params.link)}">${escapeHtml(params.link)}</a></p><p>${escapeHtml(outro)}</p>`;
  return { to: params.to, subject, text, html };
}
