import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export type MailMessage = { to: string; subject: string; text: string; html: string };
export type Mailer = { send(message: MailMessage): Promise<void> };

/** SMTP when configured; otherwise real RFC 822 messages written as `.eml` files, readable offline. */
export function createMailer(options: { from: string; smtpUrl?: string; mailDir: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let sequence = 0;
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await mkdir(options.mailDir, { recursive: true, mode: 0o700 });
      const safeTo = message.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
      const stamp = `${Date.now()}-${String(sequence++).padStart(4, '0')}`;
      // Reset and activation mails hold live links: readable by the API's user only.
      await writeFile(path.join(options.mailDir, `${stamp}-${safeTo}.eml`), info.message as Buffer, { mode: 0o600 });
    },
  };
}
