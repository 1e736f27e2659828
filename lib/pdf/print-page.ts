import 'server-only';
import { chromium } from 'playwright-core';
import { env } from '@/lib/runtime/env';
import { CHROMIUM_ARGS } from './chromium-args';

const PRINT_TIMEOUT_MS = 20_000;
// Chromium is heavy: a few conversions at once per instance, the others are refused rather than queued.
const MAX_CONCURRENT = 2;
let running = 0;

export class PrintBusyError extends Error {}

/**
 * Prints one page of this site to an A4 PDF in headless Chromium, logged in with `cookie`. Only requests to the
 * page's own origin leave the browser; a page answering other than 2xx (login screen, 404) is a failure.
 */
export async function printPage(url: URL, cookie: { name: string; value: string }): Promise<Uint8Array> {
  if (running >= MAX_CONCURRENT) throw new PrintBusyError();
  running += 1;
  const browser = await chromium.launch({ executablePath: env.CHROMIUM_PATH, args: CHROMIUM_ARGS, timeout: PRINT_TIMEOUT_MS }).catch((error: unknown) => {
    running -= 1;
    throw error;
  });
  try {
    const context = await browser.newContext({ locale: 'fr-FR', timezoneId: 'Europe/Paris' });
    await context.addCookies([
      { ...cookie, url: url.origin, httpOnly: true, secure: url.protocol === 'https:', sameSite: 'Strict' },
    ]);
    await context.route('**/*', (route) =>
      new URL(route.request().url()).origin === url.origin ? route.continue() : route.abort('blockedbyclient'),
    );
    const page = await context.newPage();
    const response = await page.goto(url.href, { waitUntil: 'load', timeout: PRINT_TIMEOUT_MS });
    if (!response?.ok()) throw new Error(`La page à imprimer a répondu ${response?.status() ?? 'sans réponse'}`);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await page.emulateMedia({ media: 'print' });
    return await page.pdf({ format: 'A4', printBackground: true, margin: { top: '12mm', bottom: '12mm', left: '10mm', right: '10mm' } });
  } finally {
    running -= 1;
    await browser.close();
  }
}
