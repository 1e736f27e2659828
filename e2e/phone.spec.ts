import { expect, test } from '@playwright/test';
import { wcagViolations } from './support/a11y';
import { ACCOUNTS, apiUrl, brandUrl } from './support/accounts';
import { apiGet, apiToken, availableLots, fillOptionForm, sidePanel } from './support/selling';
import { login } from './support/login';
import { phoneMisfits, sidewaysScroll, zoomBlocked } from './support/phone-fit';
import { EVERY_SCREEN, loginOnce, screenPath, screensOffered, settle } from './support/screens';
import { residenceHref } from '../lib/programmes/filters';

const mainMenu = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Menu principal' });

test('on a phone the page is drawn at the phone’s width, the menu a drawer closed until asked for', async ({ page }) => {
  await login(page, ACCOUNTS.lci, '/options');
  expect(await page.evaluate(() => [window.innerWidth, document.documentElement.scrollWidth])).toEqual([390, 390]);
  await expect(page.getByRole('heading', { level: 1, name: 'Mes options / réservations' })).toBeInViewport();
  await expect(mainMenu(page)).not.toBeInViewport();

  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await expect(mainMenu(page)).toBeInViewport();
  // Focus stays inside the open drawer.
  for (let step = 0; step < 30; step++) await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('#main-navbar') !== null)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(mainMenu(page)).not.toBeInViewport();

  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await mainMenu(page).getByRole('link', { name: 'Clients', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
  await expect(mainMenu(page)).not.toBeInViewport();
  expect(await wcagViolations(page)).toEqual([]);
});

// The screens an adviser most uses on the go, also read on the narrowest phones (WCAG 1.4.10 reflows at 320 px).
const NARROWEST_SCREENS = new Set(['accueil', 'programmes', 'residence', 'options', 'messagerie', 'conversation']);

test('every adviser screen fits a 390 px and a 360 px phone, keeps pinch-zoom, and the main ones reflow at 320 px', async ({ page }) => {
  test.setTimeout(600_000);
  // The director is offered every screen, and his book is changed by no other journey.
  const account = ACCOUNTS.directeur;
  await loginOnce(page, account);
  const screens = await screensOffered(page.request, account);
  expect(screens.map((screen) => screen.name)).toEqual(EVERY_SCREEN.map((screen) => screen.name));
  const found: string[] = [];
  const measureAt = async (name: string, width: number, height: number) => {
    await page.setViewportSize({ width, height });
    // What sizes itself from script (the charts' canvases) follows the new width a few frames later.
    await expect.poll(() => page.evaluate(() => window.innerWidth), { message: `${name} at ${width} px` }).toBe(width);
  };
  for (const screen of screens) {
    await measureAt(screen.name, 390, 844);
    const path = await screenPath(page, account, screen);
    const response = await page.goto(brandUrl(account.brand, path));
    expect(response?.status(), path).toBe(200);
    await settle(page);
    found.push(...(await phoneMisfits(page)).map((line) => `${screen.name} 390 px ${line}`));
    const blocked = await zoomBlocked(page);
    if (blocked) found.push(`${screen.name} zoom bloqué : ${blocked}`);
    await measureAt(screen.name, 360, 740);
    found.push(...(await phoneMisfits(page)).map((line) => `${screen.name} 360 px ${line}`));
    if (NARROWEST_SCREENS.has(screen.name)) {
      await measureAt(screen.name, 320, 740);
      const overflow = await sidewaysScroll(page);
      if (overflow > 0) found.push(`${screen.name} 320 px défile de ${overflow} px de côté`);
    }
  }
  expect(found).toEqual([]);
});

test('on a phone the statistics, dashboard and simulation tables stack their rows instead of scrolling sideways', async ({ page }) => {
  test.setTimeout(120_000);
  const account = ACCOUNTS.directeur;
  await loginOnce(page, account);
  for (const name of ['statistiques', 'direction', 'tableau-residence', 'simulation']) {
    const path = await screenPath(page, account, EVERY_SCREEN.find((screen) => screen.name === name)!);
    await page.goto(brandUrl(account.brand, path));
    await settle(page);
    const tables = page.getByRole('main').getByRole('table');
    expect(await tables.count(), name).toBeGreaterThan(0);
    const wide = await tables.evaluateAll((all) =>
      all.filter((table) => table.scrollWidth > table.parentElement!.clientWidth + 1 || table.getBoundingClientRect().right > window.innerWidth + 1).length,
    );
    expect(wide, name).toBe(0);
  }
});

test('up to 768 px the phone layout holds, and a tablet from 769 px keeps the desktop layout with a menu that folds away', async ({ browser }) => {
  test.setTimeout(180_000);
  const account = ACCOUNTS.directeur;
  for (const width of [700, 768]) {
    const context = await browser.newContext({ viewport: { width, height: 1024 }, screen: { width, height: 1024 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await loginOnce(page, account);
    for (const path of ['/', '/programmes/neuf', '/options', '/stats/ventes']) {
      await page.goto(brandUrl(account.brand, path));
      await settle(page);
      expect(await page.evaluate(() => window.innerWidth), path).toBe(width);
      await expect(page.getByRole('button', { name: 'Ouvrir le menu' }), `${path} at ${width} px`).toBeVisible();
      await expect(mainMenu(page)).not.toBeInViewport();
      expect(await phoneMisfits(page), `${path} at ${width} px`).toEqual([]);
      expect(await sidewaysScroll(page), `${path} at ${width} px`).toBe(0);
    }
    await context.close();
  }
  for (const width of [769, 1024, 1279]) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, hasTouch: true });
    const page = await context.newPage();
    await loginOnce(page, account);
    await page.goto(brandUrl(account.brand, '/options'));
    await expect(mainMenu(page), `${width} px`).toBeInViewport();
    await page.getByRole('button', { name: 'Fermer le menu' }).click();
    await expect(mainMenu(page), `${width} px`).not.toBeInViewport();
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await expect(mainMenu(page), `${width} px`).toBeInViewport();
    // The options stay a table's rows, not the phone's cards.
    expect(await page.locator('main tbody tr').first().evaluate((row) => getComputedStyle(row).display), `${width} px`).toBe('table-row');
    expect(await sidewaysScroll(page), `${width} px`).toBe(0);
    await context.close();
  }
});

test('on a phone each option is a card whose state and deadline read without scrolling sideways', async ({ page }) => {
  await login(page, ACCOUNTS.lci, '/options');
  const first = page.locator('tr[data-option]').first();
  await expect(first).toBeVisible();
  const box = (await first.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await expect(first.locator('[data-countdown]')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  expect(await wcagViolations(page)).toEqual([]);
});

test('on a phone the primary action of the clients and messages lists waits at the bottom of the screen', async ({ page }) => {
  await login(page, ACCOUNTS.lci, '/clients');
  for (const [path, name] of [['/clients', 'Nouveau client'], ['/messagerie', 'Nouveau message']]) {
    if (path !== '/clients') await page.goto(brandUrl(ACCOUNTS.lci.brand, path));
    const action = page.getByRole('main').getByRole(path === '/clients' ? 'button' : 'link', { name, exact: true }).first();
    for (const end of ['top', 'bottom']) {
      await page.evaluate((to) => window.scrollTo(0, to === 'top' ? 0 : document.documentElement.scrollHeight), end);
      await expect(action, `${path} ${end}`).toBeInViewport();
      const box = (await action.boundingBox())!;
      expect(box.height, path).toBeGreaterThanOrEqual(44);
      expect(box.y + box.height, `${path} ${end}`).toBeGreaterThan(844 - 80);
    }
  }
});

test('on a phone the programme filters fold behind « Filtres », which says how many are set', async ({ page }) => {
  await login(page, ACCOUNTS.lci, '/programmes/neuf?typologie=T2&disponible=1');
  const filters = page.getByRole('region', { name: 'Filtres des programmes' });
  const toggle = page.getByRole('button', { name: /^Filtres/ });
  await expect(filters).toBeHidden();
  await expect(page.locator('article').first()).toBeInViewport();
  await expect(toggle).toHaveText(/Filtres \(\d+ actifs?\)/);
  await toggle.click();
  await expect(filters).toBeVisible();
  await expect(filters.getByLabel('Ville, département ou code postal')).toBeVisible();
});

test('on a phone an adviser finds a residence in the programme list, opens a lot from its cards and places an option with the thumb', async ({ page, request }) => {
  test.setTimeout(120_000);
  const token = await apiToken(request, ACCOUNTS.multi);
  // A lot no other journey takes (each picks its own rank among a residence's available lots).
  const { residence, lots } = await availableLots(request, [token], 1, 25);
  const [lot] = lots;
  await login(page, ACCOUNTS.multi, '/programmes/neuf');

  await page.getByRole('button', { name: /^Filtres/ }).tap();
  await page.getByRole('region', { name: 'Filtres des programmes' }).getByLabel('Nom ou promoteur').fill(residence.name);
  await page.getByRole('button', { name: 'Rechercher' }).tap();
  await page.getByRole('link', { name: residence.name, exact: true }).first().tap();
  await expect(page.getByRole('heading', { level: 1, name: residence.name })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Référence du lot' }).fill(lot.reference);
  const card = page.getByRole('list', { name: `Lots de ${residence.name}` }).locator(`li[data-lot-card="${lot.reference}"]`);
  await card.getByRole('button', { name: `Ouvrir le lot ${lot.reference}`, exact: true }).tap();
  const panel = sidePanel(page);
  await expect(panel.getByRole('heading', { name: `Lot ${lot.reference}` })).toBeVisible();
  await fillOptionForm(page);
  const place = panel.getByRole('button', { name: "Poser l'option" });
  await expect(place).toBeInViewport();
  await place.tap();
  await expect(page.getByRole('alert').filter({ hasText: 'Option posée avec succès' })).toBeVisible();
  await expect(panel.getByText('Optionné')).toBeVisible();
  expect(await wcagViolations(page)).toEqual([]);
  expect((await apiGet<{ data: { status: string } }>(request, token, `lot/${lot.id}`)).data.status).toBe('optioned');

  // Released again, so the residence's available lots stay as the other journeys expect them.
  await panel.getByRole('button', { name: 'Libérer' }).tap();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmer' }).tap();
  await expect(page.getByRole('alert').filter({ hasText: 'Option libérée avec succès' })).toBeVisible();
  expect((await apiGet<{ data: { status: string } }>(request, token, `lot/${lot.id}`)).data.status).toBe('available');
});

test('on a phone a residence keeps its lot cards’ height from the first paint, and its photos further down wait until the adviser scrolls to them', async ({ browser, page, request }) => {
  const token = await apiToken(request, ACCOUNTS.lci);
  const largest = await apiGet<{ data: { data: { id: number; type: string; lots_total: number }[] } }>(request, token, 'residences?per_page=1&sort=lots_desc');
  const [residence] = largest.data.data;
  expect(residence.lots_total).toBeGreaterThan(50);
  const photos: string[] = [];
  page.on('request', (asked) => {
    if (asked.resourceType() === 'image' && !decodeURIComponent(asked.url()).includes('/brands/')) photos.push(asked.url());
  });
  await login(page, ACCOUNTS.lci, residenceHref(residence));

  const cards = page.getByRole('list', { name: /^Lots de / });
  await expect(cards.locator('li[data-lot-card]').first()).toBeVisible();
  const photosHeading = page.locator('#facet-photos');
  const photosTop = () => photosHeading.evaluate((heading) => heading.getBoundingClientRect().top + window.scrollY);
  await page.waitForLoadState('networkidle');
  expect(photos).toEqual([]);
  const drawn = await photosTop();
  expect(drawn).toBeGreaterThan(residence.lots_total * 90);

  // The server's page, as painted before any script runs, already puts the photos where the cards leave them.
  const firstPaint = await browser.newContext({ viewport: test.info().project.use.viewport, javaScriptEnabled: false, storageState: await page.context().storageState() });
  const serverPage = await firstPaint.newPage();
  await serverPage.goto(page.url());
  const served = await serverPage.locator('#facet-photos').evaluate((heading) => heading.getBoundingClientRect().top + window.scrollY);
  await firstPaint.close();
  expect(Math.abs(served - drawn)).toBeLessThan(residence.lots_total * 10);

  await photosHeading.scrollIntoViewIfNeeded();
  const firstPhoto = page.getByRole('img', { name: /photo 1$/ });
  await expect(firstPhoto).toBeVisible();
  await expect.poll(() => firstPhoto.evaluate((photo: HTMLImageElement) => photo.complete && photo.naturalWidth > 0)).toBe(true);
  expect(photos.length).toBeGreaterThan(0);
});

// A linked account no other journey writes with: its conversation and its documents are this journey's own.
const MULTI = ACCOUNTS.multi;
const PNG_1PX = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

test('on a phone an adviser answers a conversation and sends a photo of a document from the documents screen', async ({ page, request }) => {
  const token = await apiToken(request, MULTI);
  const subject = `Calendrier des appels de fonds ${Date.now()}`;
  const thread = await request.post(apiUrl('messages/threads'), { headers: { authorization: `Bearer ${token}` }, data: { subject, body: 'Pouvez-vous me rappeler le calendrier ?' } });
  expect(thread.ok()).toBe(true);

  await login(page, MULTI, '/messagerie');
  await page.getByRole('link', { name: subject }).tap();
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  const reply = page.getByLabel('Votre réponse');
  await reply.tap();
  await reply.fill('Merci, je le transmets au client.');
  await expect(page.getByRole('button', { name: 'Envoyer' })).toBeInViewport();
  await page.getByRole('button', { name: 'Envoyer' }).tap();
  await expect(page.getByText('Merci, je le transmets au client.')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  // The title streams in after the page: axe reads it once it is there.
  await expect(page).toHaveTitle(new RegExp(subject));
  // The reply's refresh swaps the page's streamed title: axe reads it again until the page has settled.
  await expect.poll(() => wcagViolations(page)).toEqual([]);

  await page.goto(brandUrl(MULTI.brand, '/documents'));
  const rib = page.locator('li[data-document-type="rib"]');
  // The phone offers its camera or its files for the types the check accepts.
  await expect(rib.locator('input[type=file]')).toHaveAttribute('accept', /image\/jpeg.*image\/png|image\/png.*image\/jpeg/);
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), rib.getByRole('button', { name: /^(Ajouter|Mettre à jour).*RIB du cabinet$/ }).tap()]);
  await chooser.setFiles({ name: 'rib-photo.png', mimeType: 'image/png', buffer: Buffer.from(PNG_1PX, 'base64') });
  await expect(rib.getByText('Pièce prête à être envoyée')).toBeVisible();
  await page.getByRole('button', { name: 'Envoyer les documents' }).tap();
  await expect(rib.getByText('Pièce en cours de vérification')).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveTitle(/^Mes documents/);
  // The sending's refresh swaps the streamed title as well: axe reads again until the page has settled.
  await expect.poll(() => wcagViolations(page)).toEqual([]);
});

test('a brand set to the 1024 px layout shows it on a phone from the login on, through navigation and reload', async ({ page }) => {
  const layoutWidth = () => page.evaluate(() => window.innerWidth);
  await login(page, ACCOUNTS.icm, '/options');
  await expect.poll(layoutWidth).toBe(1024);
  await expect(mainMenu(page)).toBeVisible();
  await mainMenu(page).getByRole('link', { name: 'Clients', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
  expect(await layoutWidth()).toBe(1024);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
  await expect.poll(layoutWidth).toBe(1024);
});
