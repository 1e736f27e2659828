import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { ACCOUNTS, brandUrl, DEMO_PASSWORD } from './support/accounts';
import { apiGet, apiToken, availableLots } from './support/selling';

const ACCOUNT = ACCOUNTS.icm;

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails past `max` presses. */
async function tabTo(page: Page, target: Locator, { max = 300, backwards = false } = {}) {
  const handle = await target.elementHandle();
  for (let presses = 0; presses < max; presses++) {
    if (await page.evaluate((element) => document.activeElement === element, handle)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`focus never reached ${target}`);
}

/** The focused control draws a visible ring: a solid outline at least 2 px wide. */
async function expectFocusRing(target: Locator) {
  await expect(target).toBeFocused();
  const outline = await target.evaluate((element) => {
    const style = getComputedStyle(element);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(outline.style).toBe('solid');
  expect(outline.width).toBeGreaterThanOrEqual(2);
}

async function tabAndPress(page: Page, target: Locator, key = 'Enter') {
  await tabTo(page, target);
  await expectFocusRing(target);
  await page.keyboard.press(key);
}

/** Logs in on a residence's address, opens one of its lots and places an option from the panel, keys only. */
async function placeOptionWithKeys(page: Page, request: APIRequestContext, skip: number) {
  const token = await apiToken(request, ACCOUNT);
  const { residence, lots } = await availableLots(request, [token], 1, skip);
  const lot = lots[0];
  const residencePath = `/programmes/residence/${residence.id}`;

  // Login in place on the residence's own address, which shows once the welcome ends.
  await page.goto(brandUrl(ACCOUNT.brand, residencePath));
  await tabTo(page, page.getByRole('textbox', { name: 'Email', exact: true }));
  await page.keyboard.type(ACCOUNT.email);
  await tabTo(page, page.getByRole('textbox', { name: 'Mot de passe', exact: true }));
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  const welcome = page.getByRole('status').filter({ hasText: /^Bienvenue / });
  await expect(welcome).toBeVisible();
  await expect(welcome).toBeHidden({ timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: residence.name })).toBeVisible();

  // Found by its reference (only the rows in view are in the page), the lot opens in the side panel and stays
  // marked in the grid.
  await tabTo(page, page.getByRole('searchbox', { name: 'Référence du lot' }));
  await page.keyboard.type(lot.reference);
  const grid = page.getByRole('table', { name: `Lots de ${residence.name}` });
  await tabAndPress(page, grid.getByRole('button', { name: `Ouvrir le lot ${lot.reference}`, exact: true }));
  const panel = page.getByRole('complementary', { name: 'Panneau latéral' });
  await expect(panel.getByRole('heading', { name: `Lot ${lot.reference}` })).toBeVisible();
  await expect(grid.locator(`tr[data-lot="${lot.reference}"]`)).toHaveAttribute('aria-current', 'true');

  // The option form: client picked from the list with the arrows, submitted with Enter.
  const client = panel.getByRole('combobox', { name: 'Client', exact: true });
  await tabTo(page, client);
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
  // The clients arrive after the list opens. When they replace the list just after an arrow, the combobox can keep
  // an option marked on screen that it no longer counts as chosen (its index is reset a tick later), and Enter then
  // chooses nothing: as a person would, the arrow is pressed again before each Enter until a client is chosen.
  const highlighted = page.locator('[role="option"][data-combobox-selected]');
  await expect(async () => {
    await page.keyboard.press('ArrowDown');
    await expect(highlighted).toHaveCount(1, { timeout: 1_000 });
    await page.keyboard.press('Enter');
    await expect(client).not.toHaveValue('', { timeout: 1_000 });
  }).toPass();
  await tabAndPress(page, panel.getByRole('button', { name: "Poser l'option" }));
  await expect(page.getByRole('alert').filter({ hasText: 'Option posée avec succès' })).toBeVisible();
  return { token, lot, panel };
}

test('an adviser logs in, opens a lot, places an option and releases it with the keyboard alone, focus always visible', async ({ page, request }) => {
  test.setTimeout(180_000);
  const { token, lot } = await placeOptionWithKeys(page, request, 8);

  // Released from the options screen, confirmed in its dialog.
  await page.goto(brandUrl(ACCOUNT.brand, '/options'));
  const row = page.locator(`tr[data-lot-id="${lot.id}"]`);
  await tabAndPress(page, row.getByRole('button', { name: 'Libérer' }));
  await tabAndPress(page, page.getByRole('dialog').getByRole('button', { name: 'Confirmer' }));
  await expect(page.getByRole('alert').filter({ hasText: 'Option libérée avec succès' })).toBeVisible();
  await expect(row).toHaveCount(0);
  expect((await apiGet<{ data: { status: string } }>(request, token, `lot/${lot.id}`)).data.status).toBe('available');
});

test('with the keyboard alone an adviser goes from the login to the notified contract, in the lot panel', async ({ page, request }) => {
  test.setTimeout(180_000);
  const { token, lot, panel } = await placeOptionWithKeys(page, request, 9);

  // The contract data in the same panel: the date typed the French way, Enter saves.
  const due = new Date(Date.now() + 200 * 86_400_000);
  const date = panel.getByRole('combobox', { name: /Date prévisionnelle/ });
  await tabTo(page, date);
  await page.keyboard.type(`${String(due.getDate()).padStart(2, '0')}/${String(due.getMonth() + 1).padStart(2, '0')}/${due.getFullYear()}`);
  // Alt+↓ opens the calendar; Escape closes the calendar alone, not the panel.
  await page.keyboard.press('Alt+ArrowDown');
  await expect(date).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(date).toHaveAttribute('aria-expanded', 'false');
  await expect(panel.getByRole('heading', { name: `Lot ${lot.reference}` })).toBeVisible();
  await tabAndPress(page, panel.getByRole('button', { name: 'Enregistrer' }));
  await expect(page.getByRole('alert').filter({ hasText: 'Informations du contrat de réservation enregistrées' })).toBeVisible();

  await tabAndPress(page, panel.getByRole('button', { name: 'Notifier le contrat' }));
  await tabAndPress(page, page.getByRole('dialog').getByRole('button', { name: 'Confirmer' }));
  await expect(page.getByRole('alert').filter({ hasText: 'Réservation bien effectué' })).toBeVisible();
  await expect(panel.getByText('Contrat notifié').first()).toBeVisible();
  expect((await apiGet<{ data: { status: string } }>(request, token, `lot/${lot.id}`)).data.status).toBe('reserved');
});
