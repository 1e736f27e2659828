import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';

const MAIL_DIR = path.join(process.env.E2E_DATA_DIR ?? '.data/e2e', 'mail');

/** Undoes quoted-printable soft breaks and escapes so links read as sent. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

async function mailsTo(recipient: string): Promise<string[]> {
  let files: string[] = [];
  try {
    files = (await readdir(MAIL_DIR)).filter((file) => file.endsWith('.eml'));
  } catch {
    return [];
  }
  const withTimes = await Promise.all(
    files.map(async (file) => ({ file, time: (await stat(path.join(MAIL_DIR, file))).mtimeMs })),
  );
  withTimes.sort((a, b) => b.time - a.time);
  const bodies: string[] = [];
  for (const { file } of withTimes) {
    const raw = await readFile(path.join(MAIL_DIR, file), 'utf8');
    const headerEnd = raw.search(/\r?\n\r?\n/);
    const toLine = raw.slice(0, headerEnd).match(/^To:.*$/im)?.[0] ?? '';
    if (toLine.toLowerCase().includes(recipient.toLowerCase())) bodies.push(decodeQuotedPrintable(raw));
  }
  return bodies;
}

/** Waits for the newest mail to `recipient` written after `since` mails existed, and returns its reset link. */
export async function waitForResetLink(recipient: string, previousCount: number, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mails = await mailsTo(recipient);
    if (mails.length > previousCount) {
      const link = mails[0].match(/https?:\/\/[^\s"<>]+\/request-password\?[^\s"<>]+/)?.[0];
      if (link) return link.replace(/&amp;/g, '&');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no reset link mailed to ${recipient}`);
}

export async function countMailsTo(recipient: string): Promise<number> {
  return (await mailsTo(recipient)).length;
}

/** Waits for a new mail to `recipient` (more than `previousCount`) holding a 6-digit signature code. */
export async function waitForSignatureCode(recipient: string, previousCount: number, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mails = await mailsTo(recipient);
    const code = mails.length > previousCount ? /Code de signature : (\d{6})/.exec(mails[0])?.[1] : undefined;
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no signature code mailed to ${recipient}`);
}

/** The newest mail to `recipient` whose text matches `pattern`, waiting for it to be written. */
export async function waitForMail(recipient: string, pattern: RegExp, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mail = (await mailsTo(recipient)).find((body) => pattern.test(body));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${recipient} matching ${pattern}`);
}
