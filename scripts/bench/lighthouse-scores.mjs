// Lighthouse scores of logged-in pages in the system Chromium (desktop, no throttling: loopback measures).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from '../../lib/pdf/chromium-args.ts';

const FLAGS = ['--headless=new', ...CHROMIUM_ARGS];
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

/** Scores (0–100) of each url; `cookie()` answers the session cookie at the time of each audit. */
export async function lighthouseScores(urls, { chromiumPath, cookie }) {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: FLAGS });
  try {
    const scores = [];
    for (const url of urls) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
        formFactor: 'desktop',
        screenEmulation: { disabled: true },
        throttlingMethod: 'provided',
        disableStorageReset: true,
        extraHeaders: { Cookie: cookie() },
      });
      const categories = result?.lhr.categories ?? {};
      const missing = CATEGORIES.filter((name) => typeof categories[name]?.score !== 'number');
      if (missing.length) console.warn(`Lighthouse ${url} : pas de score ${missing.join(', ')} (${unscoredReason(result?.lhr)})`);
      scores.push({
        url,
        ...Object.fromEntries(CATEGORIES.map((name) => [name, Math.round((categories[name]?.score ?? NaN) * 100)])),
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
