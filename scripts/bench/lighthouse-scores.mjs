// Lighthouse scores of pages in the system Chromium: desktop without throttling (loopback measures), or Lighthouse's
// mobile preset (a mid-range phone: simulated 4× CPU slowdown and slow 4G), each url a first visit of the session.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from '../../lib/pdf/chromium-args.ts';

const FLAGS = ['--headless=new', ...CHROMIUM_ARGS];
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

const DESKTOP = { formFactor: 'desktop', screenEmulation: { disabled: true }, throttlingMethod: 'provided' };

/**
 * Scores (0–100) of each url, with LCP, TBT (ms), CLS and bytes; `cookie()` answers the session cookie at the time of
 * each audit (none for a logged-out page).
 */
export async function lighthouseScores(urls, { chromiumPath, cookie, mobile = false }) {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: FLAGS });
  try {
    const scores = [];
    for (const url of urls) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
        // Mobile: a cold cache for every page (the session rides in the header, which no reset clears).
        ...(mobile ? { disableStorageReset: false } : { ...DESKTOP, disableStorageReset: true }),
        extraHeaders: cookie() ? { Cookie: cookie() } : undefined,
      });
      const categories = result?.lhr.categories ?? {};
      const missing = CATEGORIES.filter((name) => typeof categories[name]?.score !== 'number');
      if (missing.length) console.warn(`Lighthouse ${url} : pas de score ${missing.join(', ')} (${unscoredReason(result?.lhr)})`);
      const audit = (id) => result?.lhr.audits[id]?.numericValue ?? NaN;
      scores.push({
        url,
        ...Object.fromEntries(CATEGORIES.map((name) => [name, Math.round((categories[name]?.score ?? NaN) * 100)])),
        lcpMs: audit('largest-contentful-paint'),
        tbtMs: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        bytes: audit('total-byte-weight'),
      });
    }
    return scores;
  } finally {
    await chrome.kill();
  }
}

/** Why Lighthouse gave no score: its run error, or the first failing metric's message. */
function unscoredReason(lhr) {
  if (!lhr) return 'aucun rapport';
  if (lhr.runtimeError) return `${lhr.runtimeError.code} : ${lhr.runtimeError.message}`;
  const failed = Object.values(lhr.audits).find((audit) => audit.errorMessage);
  return failed ? `${failed.id} : ${failed.errorMessage}` : 'raison inconnue';
}
