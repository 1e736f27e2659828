import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { COLOR_SCHEME_KEY } from '../../components/theme/color-scheme';
import { needsDocumentUpdate, type KycDocumentView } from '../../lib/kyc/types';
import { isHiddenByMenu } from '../../lib/menu/menu-guard';
import { apiUrl, type DemoAccount } from './accounts';
import { login } from './login';
import { apiGet, apiToken } from './selling';

/** The main screens of the README's table, as an adviser reaches them from the menu. */
export const MAIN_SCREENS = [
  { name: 'accueil', path: '/' },
  { name: 'programmes', path: '/programmes/neuf' },
  { name: 'options', path: '/options' },
  { name: 'clients', path: '/clients' },
  { name: 'documents', path: '/documents' },
  { name: 'messagerie', path: '/messagerie' },
  { name: 'statistiques', path: '/stats/ventes' },
  { name: 'fonds', path: '/fonds' },
] as const;

/** The first residence of the new-build list: its page, with the lot grid. */
export async function firstResidencePath(page: Page): Promise<string> {
  await page.goto(new URL('/programmes/neuf', page.url()).toString());
  const href = await page.locator('article h2 a').first().getAttribute('href');
  expect(href).toBeTruthy();
  return href!;
}

/**
 * Logs in and lets the welcome end; closes the documents modal an lrp adviser with a document to update meets (once a
 * login). The modal opens when the adviser's documents arrive, which may be after the first page has settled: their
 * answer is awaited, so that the modal never opens later over another screen.
 */
export async function loginOnce(page: Page, account: DemoAccount): Promise<void> {
  const documentsAnswer =
    account.brand === 'lrp' ? page.waitForResponse((response) => new URL(response.url()).pathname === '/api/kyc/documents') : null;
  await login(page, account);
  if (!documentsAnswer) return;
  const { documents } = (await (await documentsAnswer).json()) as { documents: KycDocumentView[] };
  if (!needsDocumentUpdate(documents)) return;
  const modal = page.getByRole('dialog', { name: 'Mise à jour de vos documents nécessaire' });
  await expect(modal).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
}

/** Chooses the colour mode as the adviser's menu stores it, before the next load. */
export async function chooseColorScheme(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [COLOR_SCHEME_KEY, scheme]);
}

/** Waits until the page's data and fonts are in place, so what is checked is what the adviser sees. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
}

/** A screen of one record: its path is the first link of that shape on another screen. */
interface LinkedScreen {
  name: string;
  from: string;
  link: RegExp;
}

/** A screen of a record the adviser makes first (a simulation, a comparison), made through the partner API. */
interface MadeScreen {
  name: string;
  /** The screen the adviser makes it from, whose menu entry decides whether this adviser has it. */
  under: string;
  make: (request: APIRequestContext, account: DemoAccount) => Promise<string>;
}

/** A screen, by its path, by where the adviser finds it or by what makes it. */
export type Screen = { name: string; path: string } | LinkedScreen | MadeScreen;

/** A simulation of a 200,000 € new-build flat let 800 € a month, as the form would send it. */
async function makeSimulation(request: APIRequestContext, account: DemoAccount): Promise<string> {
  const response = await request.post(apiUrl('simulation'), {
    headers: { authorization: `Bearer ${await apiToken(request, account)}` },
    data: { price: 200_000, monthly_rent: 800, tax_scheme: 'lmnp_micro', marginal_tax_rate: 30, investment_date: '2026-03-01' },
  });
  expect(response.status()).toBe(201);
  return `/simulations/${(await response.json()).data.id}`;
}

/** The comparison of the first two lots (by reference) of the first new-build residence. */
async function makeComparison(request: APIRequestContext, account: DemoAccount): Promise<string> {
  const token = await apiToken(request, account);
  const list = await apiGet<{ data: { data: { id: number }[] } }>(request, token, 'residences/neuf?per_page=1');
  const grid = await apiGet<{ data: { lots: { id: number; reference: string }[] } }>(request, token, `residence/${list.data.data[0].id}/grille-lots`);
  const [a, b] = [...grid.data.lots].sort((x, y) => x.reference.localeCompare(y.reference));
  return `/comparaison?lots=${a.id},${b.id}`;
}

/** Every screen of the README's table, lists and records. */
export const README_SCREENS: readonly Screen[] = [
  ...MAIN_SCREENS,
  { name: 'programmes-tous', path: '/programmes' },
  { name: 'programmes-ancien', path: '/programmes/ancien' },
  { name: 'programmes-residentiel', path: '/programmes/residentiel' },
  { name: 'programmes-impact', path: '/programmes/impact' },
  { name: 'carte', path: '/programmes/carte' },
  { name: 'residence', from: '/programmes/neuf', link: /^\/programmes\/residence\/\d+$/ },
  { name: 'comparaison', under: '/comparaison', make: makeComparison },
  { name: 'tableau-residence', from: '/', link: /^\/dashboard\/residence\/\d+$/ },
  { name: 'stats-clients', path: '/stats/clients' },
  { name: 'stats-litiges', path: '/stats/litiges' },
  { name: 'fonds-fiche', from: '/fonds', link: /^\/fonds\/\d+$/ },
  { name: 'favoris', path: '/favoris' },
  { name: 'ventes', path: '/ventes' },
  { name: 'suivis', path: '/suivis' },
  { name: 'litiges', path: '/litiges' },
  { name: 'simulations', path: '/simulations' },
  { name: 'simulation', under: '/simulations', make: makeSimulation },
  { name: 'notifications', path: '/notifications' },
  { name: 'agenda', path: '/agenda' },
  { name: 'actualite', from: '/', link: /^\/actualites\/\d+$/ },
  { name: 'conversation', from: '/messagerie', link: /^\/messagerie\/\d+$/ },
  { name: 'sondages', path: '/sondages' },
  { name: 'website', path: '/website' },
];

/** Every adviser screen: the README's table and the menu's other pages, lists and records. */
export const EVERY_SCREEN: readonly Screen[] = [
  ...README_SCREENS,
  { name: 'tableau-de-bord', path: '/dashboard' },
  { name: 'direction', path: '/dashboard/direction' },
  { name: 'client', from: '/clients', link: /^\/clients\/\d+$/ },
  { name: 'nouveau-message', path: '/messagerie/compose' },
  { name: 'formations', path: '/formations' },
  { name: 'formations-immobilier', path: '/formations/immobilier' },
  { name: 'formation', from: '/formations/immobilier', link: /^\/formations\/immobilier\/\d+$/ },
  { name: 'webinaires', path: '/webinaires' },
  { name: 'guides-marches', path: '/guides-marches' },
  { name: 'documents-pe', path: '/documents-pe' },
  { name: 'documents-pe-categorie', from: '/documents-pe', link: /^\/documents-pe\/[a-z-]+$/ },
  { name: 'contact', path: '/contact-us' },
];

const menuPathOf = (screen: Screen) => ('path' in screen ? screen.path : 'from' in screen ? screen.from : screen.under);

/** The screens this adviser's menu offers (a screen under a page key left out of the menu answers 404). */
export async function screensOffered(request: APIRequestContext, account: DemoAccount): Promise<Screen[]> {
  const menu = await apiGet<{ display: { page: string | null }[] }>(request, await apiToken(request, account), 'menu');
  return EVERY_SCREEN.filter((screen) => !isHiddenByMenu(menuPathOf(screen), menu.display));
}

/** Where the screen is: its path, the first link of its shape on the screen that lists it, or the record just made. */
export async function screenPath(page: Page, account: DemoAccount, screen: Screen): Promise<string> {
  if ('path' in screen) return screen.path;
  if ('make' in screen) return screen.make(page.request, account);
  await page.goto(new URL(screen.from, page.url()).toString());
  // Some lists arrive after the page's frame (streamed or loaded by the browser): the link is awaited, not read once.
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const hrefs = await page.locator('main a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
        found = hrefs.find((href) => screen.link.test(href));
        return found;
      },
      { message: `${screen.name}: no link ${screen.link} on ${screen.from}` },
    )
    .toBeTruthy();
  return found!;
}
