// Lighthouse scores of pages in the system Chromium: desktop without throttling (loopback measures), or Lighthouse's
// mobile preset (a mid-range phone: simulated 4× CPU slowdown and slow 4G), each url a first visit of the session.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from '../../lib/pdf/chromium-args.ts';
import { median } from './stats.mjs';

const FLAGS = ['--headless=new', ...CHROMIUM_ARGS];
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

const DESKTOP = { formFactor: 'desktop', screenEmulation: { disabled: true }, throttlingMethod: 'provided' };

/**
 * Scores (0–100) of each url, with LCP, TBT (ms), CLS, bytes, the scripts of the first 5 s and the CPU's benchmark index, each the median of `runs` audits; `cookie()` answers
 * the session cookie at the time of each audit (none for a logged-out page).
 */
export async function lighthouseScores(urls, { chromiumPath, cookie, mobile = false, runs = 1 }) {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: FLAGS });
  try {
    const scores = [];
    for (const url of urls) {
      const audits = [];
      for (let run = 0; run < runs; run++) audits.push(await audited(chrome.port, url, cookie, mobile));
      scores.push({ url, ...Object.fromEntries(Object.keys(audits[0]).map((key) => [key, median(audits.map((a) => a[key]))])) });
    }
    return scores;
  } finally {
    await chrome.kill();
  }
}

// The login page's script budget counts what a page fetches in its first seconds, prefetches included.
const EARLY_SCRIPTS_MS = 5_000;

/** The scripts the page fetched in its first 5 s: how many, and their bytes as transferred (headers included). */
function earlyScripts(lhr) {
  const requests = lhr?.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((request) => request.resourceType === 'Script' && request.networkRequestTime < EARLY_SCRIPTS_MS);
  return { scripts: scripts.length, scriptBytes: scripts.reduce((sum, request) => sum + request.transferSize, 0) };
}

// Chromium sometimes records a trace without its navigation start; the audit is then run again, up to this many times.
const TRACE_ATTEMPTS = 3;

/** One Lighthouse audit of `url`: its category scores and the figures the bench reports. */
async function audited(port, url, cookie, mobile) {
  let result;
  for (let attempt = 1; attempt <= TRACE_ATTEMPTS; attempt++) {
    result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      // Mobile: a cold cache for every page (the session rides in the header, which no reset clears).
      ...(mobile ? { disableStorageReset: false } : { ...DESKTOP, disableStorageReset: true }),
      extraHeaders: cookie() ? { Cookie: cookie() } : undefined,
    });
    if (result?.lhr.runtimeError?.code !== 'NO_NAVSTART') break;
  }
  const categories = result?.lhr.categories ?? {};
  const missing = CATEGORIES.filter((name) => typeof categories[name]?.score !== 'number');
  if (missing.length) console.warn(`Lighthouse ${url} : pas de score ${missing.join(', ')} (${unscoredReason(result?.lhr)})`);
  const audit = (id) => result?.lhr.audits[id]?.numericValue ?? NaN;
  return {
    ...Object.fromEntries(CATEGORIES.map((name) => [name, Math.round((categories[name]?.score ?? NaN) * 100)])),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    bytes: audit('total-byte-weight'),
    // Lighthouse's measure of this machine's CPU at the time of the audit: the simulated 4× slowdown multiplies
    // what this CPU took, so the same page reads slower on a slower host.
    benchmarkIndex: result?.lhr.environment?.benchmarkIndex ?? NaN,
    ...earlyScripts(result?.lhr),
  };
}

/** Why Lighthouse gave no score: its run error, or the first failing metric's message. */
function unscoredReason(lhr) {
  if (!lhr) return 'aucun rapport';
  if (lhr.runtimeError) return `${lhr.runtimeError.code} : ${lhr.runtimeError.message}`;
  const failed = Object.values(lhr.audits).find((audit) => audit.errorMessage);
  return failed ? `${failed.id} : ${failed.errorMessage}` : 'raison inconnue';
}
