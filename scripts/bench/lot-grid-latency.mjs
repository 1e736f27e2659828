// Input-to-screen latency of the lot grid at 1,000 lots, in real Chromium: a residence of 1,000 lots is added through
// the API's test routes (TEST_FIXTURES=1), each interaction is repeated, and the time runs from the input event's
// timestamp to the first frame painted after the grid shows the new result. Removed again at the end.
import { chromium } from 'playwright-core';
import { percentile } from './stats.mjs';

const LOTS = 1000;
const GOAL_MS = 100;
/** The goal under Lighthouse's phone-like 4× CPU slowdown. */
export const SLOWED_GOAL_MS = 200;
const STATUS = 'section[aria-labelledby="lot-grid-title"] [role="status"]';
const FIRST_ROW = 'tbody tr[data-lot]';
const PRICE_HEADER = 'th:has(button[aria-label="Trier par Prix"])';
const PANEL_TITLE = 'aside[aria-label="Panneau latéral"] h2';

/**
 * In the page: waits for `trigger` (the user's input), then frame by frame until every watched element differs
 * from its value when armed (`changed`) or reads `is`; answers the milliseconds from the input event to the end of
 * the frame that showed it (a task posted from that frame's animation callback runs after its paint).
 */
function armInPage({ trigger, watch }) {
  const read = ({ selector, attribute }) => {
    const element = document.querySelector(selector);
    return element ? (attribute ? element.getAttribute(attribute) : element.textContent) : null;
  };
  const before = watch.map(read);
  const shows = () => watch.every((spec, i) => (spec.is === undefined ? read(spec) !== before[i] : read(spec) === spec.is));
  let start;
  window.addEventListener(trigger, (event) => (start ??= event.timeStamp), { capture: true, once: true });
  window.__gridLatency = new Promise((resolve, reject) => {
    const deadline = performance.now() + 10_000;
    const frame = () => {
      if (performance.now() > deadline) return reject(new Error(`aucun résultat après « ${trigger} » : ${JSON.stringify(watch)}`));
      if (start === undefined || !shows()) return requestAnimationFrame(frame);
      const painted = new MessageChannel();
      painted.port1.onmessage = () => resolve(performance.now() - start);
      painted.port2.postMessage(null);
    };
    requestAnimationFrame(frame);
  });
}

/** Milliseconds of `repetitions` runs of `act(i)`, each awaited until the grid shows what `expect(i)` describes. */
async function timeInteraction(page, repetitions, trigger, act, expect) {
  const samples = [];
  for (let i = 0; i < repetitions; i++) {
    await page.evaluate(armInPage, { trigger, watch: expect(i) });
    await act(i);
    samples.push(await page.evaluate(() => window.__gridLatency));
    // Lets the deferred work and the virtualiser's measuring settle before the next input.
    await page.waitForTimeout(100);
  }
  return samples;
}

const countChanges = [{ selector: STATUS, changed: true }];

/** The interactions measured, in order; each leaves the grid as it found it. */
const INTERACTIONS = [
  {
    label: 'Reference filter (one keystroke, A0 ↔ A05)',
    trigger: 'keydown',
    async prepare(page) {
      await page.getByRole('searchbox', { name: 'Référence du lot' }).fill('A0');
      await page.locator(STATUS).filter({ hasText: /^99 lots/ }).waitFor();
    },
    act: (page, i) => page.getByRole('searchbox', { name: 'Référence du lot' }).press(i % 2 ? 'Backspace' : '5'),
    expect: () => countChanges,
    async restore(page) {
      await page.getByRole('searchbox', { name: 'Référence du lot' }).fill('');
    },
  },
  {
    label: 'Typology filter (select, T3 ↔ all)',
    trigger: 'change',
    act: (page, i) => page.getByRole('combobox', { name: 'Typologie' }).selectOption(i % 2 ? '' : 'T3'),
    expect: () => countChanges,
  },
  {
    label: 'State filter (select, available ↔ all)',
    trigger: 'change',
    act: (page, i) => page.getByRole('combobox', { name: 'Statut' }).selectOption(i % 2 ? '' : 'available'),
    expect: () => countChanges,
  },
  {
    label: 'Sort by price (header click, ascending ↔ descending)',
    trigger: 'click',
    act: (page) => page.getByRole('button', { name: 'Trier par Prix' }).click(),
    // The marker and the rows render together (one table), so the marker tells the new order is on screen.
    expect: () => [{ selector: PRICE_HEADER, attribute: 'aria-sort', changed: true }],
    async restore(page) {
      await page.getByRole('button', { name: 'Trier par Lot' }).click();
      await page.locator(FIRST_ROW).first().and(page.locator('[data-lot="A001"]')).waitFor();
    },
  },
  {
    label: 'Open a lot in the side panel, row marked (A002 ↔ A003)',
    trigger: 'click',
    act: (page, i) => page.getByRole('button', { name: `Ouvrir le lot ${lotOf(i)}`, exact: true }).click(),
    expect: (i) => [
      { selector: PANEL_TITLE, is: `Lot ${lotOf(i)}` },
      { selector: `tr[data-lot="${lotOf(i)}"]`, attribute: 'aria-current', is: 'true' },
    ],
  },
];
const lotOf = (i) => (i % 2 ? 'A003' : 'A002');

/** Median, p95 and max of each interaction's samples. */
function summarise(label, samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  return { label, samples: sorted.length, median: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1) };
}

/**
 * Adds the 1,000-lot residence for `brand`, opens its page in a browser holding `cookies`, measures each
 * interaction `repetitions` times, and removes the residence; answers one summary row per interaction.
 */
export async function lotGridLatency({ apiOrigin, pageOrigin, brand, cookies, chromiumPath, repetitions, cpuSlowdown = 1 }) {
  const created = await fetch(`${apiOrigin}/api/test/residences`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ name: 'Résidence des Mille Lots', brand, lots: LOTS }),
  }).catch((error) => {
    throw new Error(`API injoignable pour la résidence de test (${error.cause?.code ?? error.cause?.message ?? error.message})`);
  });
  if (created.status !== 201) throw new Error(`résidence de test refusée (${created.status}) : TEST_FIXTURES=1 manque-t-il ?`);
  const { id } = await created.json();
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'fr-FR' });
    await context.addCookies(cookies);
    const page = await context.newPage();
    // A mid-range phone's main thread, as Lighthouse's mobile preset slows it (Chrome DevTools protocol).
    if (cpuSlowdown > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.goto(`${pageOrigin}/programmes/residence/${id}`);
    await page.locator(STATUS).filter({ hasText: /^1\s000 lots affichés/ }).waitFor({ timeout: 60_000 });
    // The page carries its first screen of lots; the grid sorts and filters once it has read the others.
    await page.locator('section[aria-labelledby="lot-grid-title"]:not([aria-busy])').waitFor({ timeout: 60_000 });
    const rows = [];
    for (const interaction of INTERACTIONS) {
      await interaction.prepare?.(page);
      const samples = await timeInteraction(
        page,
        repetitions,
        interaction.trigger,
        (i) => interaction.act(page, i),
        (i) => interaction.expect(i),
      );
      await interaction.restore?.(page);
      rows.push(summarise(interaction.label, samples));
      console.log(`${interaction.label} : médiane ${rows.at(-1).median.toFixed(1)} ms, p95 ${rows.at(-1).p95.toFixed(1)} ms`);
    }
    return rows;
  } finally {
    await browser.close();
    await fetch(`${apiOrigin}/api/test/residences/${id}`, { method: 'DELETE', headers: { accept: 'application/json' } });
  }
}

/** The BENCHMARKS.md lines of a run: the table and whether every median meets the goal. */
export function lotGridLatencyReport(rows, { repetitions, cpuSlowdown = 1 }) {
  const fmt = (n) => n.toFixed(1);
  const goalMs = cpuSlowdown > 1 ? SLOWED_GOAL_MS : GOAL_MS;
  const slow = rows.filter((row) => row.median > goalMs);
  const slowTails = rows.filter((row) => row.p95 > goalMs);
  return [
    `Lot grid of a ${LOTS.toLocaleString('en')}-lot residence in headless Chromium (1440 × 900${cpuSlowdown > 1 ? `, CPU slowed ${cpuSlowdown}×` : ''}), ${repetitions} repetitions per interaction:`,
    'time from the input event (keystroke, select change, click) to the end of the first frame painted with the new',
    'result in the grid (count, first row, sort marker, marked row and panel title).',
    '',
    '| Interaction | Samples | Median (ms) | p95 (ms) | Max (ms) |',
    '|---|---|---|---|---|',
    ...rows.map((row) => `| ${row.label} | ${row.samples} | ${fmt(row.median)} | ${fmt(row.p95)} | ${fmt(row.max)} |`),
    '',
    slow.length
      ? `**The goal (each interaction under ${goalMs} ms) is not met**: ${slow.map((row) => row.label).join('; ')}.`
      : `**The goal (each interaction under ${goalMs} ms) is met**: every median is below ${goalMs} ms${
          slowTails.length ? ` (the p95 is above it for ${slowTails.length} of ${rows.length} interactions on this machine)` : ', and every p95 too'
        }.`,
  ];
}
