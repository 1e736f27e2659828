import { expect, test, type Locator, type Page } from '@playwright/test';
import { ACCOUNTS, brandUrl, DEMO_PASSWORD } from './support/accounts';
import { login } from './support/login';
import { apiGet, apiToken, availableLots, openLot, sidePanel } from './support/selling';

test.use({ viewport: { width: 1440, height: 900 } });

type LotAnswer = { data: { status: string } };
type Residence = { data: { id: number; name: string; city: string } };

const notice = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const freeLots = (page: Page) => page.locator('[data-key-fact="lots"]');
const availableCount = async (page: Page) => Number(((await freeLots(page).textContent()) ?? '').match(/^(\d+)/)?.[1] ?? 0);

/**
 * Records, in the page, what the lot's row, the count of free lots and the side panel say at the very moment a
 * notice with `text` enters the page (before any later update, the live channel's included).
 */
async function watchNotice(page: Page, text: string, reference: string) {
  await page.evaluate(
    ({ text, reference }) => {
      const seen = window as unknown as { atNotice?: { row: string; count: string; panel: string } };
      delete seen.atNotice;
      const observer = new MutationObserver(() => {
        const alerts = [...document.querySelectorAll('[role="alert"]')];
        if (!alerts.some((alert) => alert.textContent?.includes(text))) return;
        observer.disconnect();
        seen.atNotice = {
          row: document.querySelector(`tr[data-lot="${reference}"] [data-column="status"]`)?.textContent ?? '',
          count: document.querySelector('[data-key-fact="lots"]')?.textContent ?? '',
          panel: document.querySelector('aside')?.textContent ?? '',
        };
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    },
    { text, reference },
  );
  return async () => {
    await expect(notice(page, text)).toBeVisible();
    return page.evaluate(() => (window as unknown as { atNotice: { row: string; count: string; panel: string } }).atNotice);
  };
}

test('login → city → residence → filter → lot → option → contract → notify takes at most ten clicks, the grid on the first screen', async ({ page, request }) => {
  test.setTimeout(180_000);
  const account = ACCOUNTS.lci;
  const token = await apiToken(request, account);
  const { residence, lots } = await availableLots(request, [token], 1, 20);
  const [lot] = lots;
  const { data } = await apiGet<Residence>(request, token, `residence/${residence.id}`);
  let clicks = 0;
  const click = async (target: Locator) => {
    clicks += 1;
    await target.click();
  };

  await page.goto(brandUrl(account.brand, '/'));
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(DEMO_PASSWORD);
  await click(page.getByRole('button', { name: 'Connexion' }));
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await click(menu.getByRole('link', { name: 'Neuf', exact: true }));
  await expect(page.getByRole('heading', { level: 1, name: 'Programmes neufs' })).toBeVisible();

  // The city typed, Enter searches.
  await page.getByLabel('Ville, département ou code postal').fill(data.city);
  await page.getByLabel('Ville, département ou code postal').press('Enter');
  await expect(page).toHaveURL(/lieu=/);
  await click(page.locator('article h2').getByRole('link', { name: data.name, exact: true }));
  await expect(page.getByRole('heading', { level: 1, name: data.name })).toBeVisible();

  // Grid first: its first row is on the first screen, the page not scrolled.
  const grid = page.getByRole('table', { name: `Lots de ${data.name}` });
  await expect(grid.locator('tbody tr[data-lot]').first()).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.getByRole('searchbox', { name: 'Référence du lot' }).fill(lot.reference);
  await click(grid.getByRole('button', { name: `Ouvrir le lot ${lot.reference}`, exact: true }));
  const panel = sidePanel(page);
  await expect(panel.getByRole('heading', { name: `Lot ${lot.reference}` })).toBeVisible();
  // The open panel leaves the row's price, status and comparison in view.
  const row = grid.locator(`tr[data-lot="${lot.reference}"]`);
  for (const column of ['price', 'status']) await expect(row.locator(`[data-column="${column}"]`)).toBeInViewport({ ratio: 1 });

  // The option, in the panel.
  await click(panel.getByRole('combobox', { name: 'Client', exact: true }));
  await click(page.getByRole('listbox').getByRole('option').first());
  await click(panel.getByRole('button', { name: "Poser l'option" }));
  await expect(notice(page, 'Option posée avec succès')).toBeVisible();

  // The contract data, in the same panel: the notification says what unlocks it.
  await expect(panel.getByText('« Notifier le contrat » s’active une fois les données du contrat enregistrées.')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Notifier le contrat' })).toBeDisabled();
  const due = new Date(Date.now() + 200 * 86_400_000);
  const dueText = `${String(due.getDate()).padStart(2, '0')}/${String(due.getMonth() + 1).padStart(2, '0')}/${due.getFullYear()}`;
  await panel.getByRole('combobox', { name: /Date prévisionnelle/ }).fill(dueText);
  await click(panel.getByRole('button', { name: 'Enregistrer' }));
  await expect(notice(page, 'Informations du contrat de réservation enregistrées')).toBeVisible();

  await click(panel.getByRole('button', { name: 'Notifier le contrat' }));
  await click(page.getByRole('dialog').getByRole('button', { name: 'Confirmer' }));
  await expect(notice(page, 'Réservation bien effectué')).toBeVisible();
  await expect(panel.getByText('Contrat notifié').first()).toBeVisible();

  expect(clicks).toBeLessThanOrEqual(10);
  expect((await apiGet<LotAnswer>(request, token, `lot/${lot.id}`)).data.status).toBe('reserved');
});

test('placing and releasing an option: row, count and panel are right when the success notice shows', async ({ page, request }) => {
  test.setTimeout(120_000);
  const account = ACCOUNTS.icm;
  const token = await apiToken(request, account);
  const { residence, lots } = await availableLots(request, [token], 1, 21, 1);
  const [lot] = lots;
  await login(page, account, '/');
  // No live channel: what the page shows comes from the adviser's own steps.
  await page.route('**/api/events**', (route) => route.abort());
  await openLot(page, residence, lot.reference);
  const before = await availableCount(page);
  const panel = sidePanel(page);

  await panel.getByRole('combobox', { name: 'Client', exact: true }).click();
  await page.getByRole('listbox').getByRole('option').first().click();
  const placed = await watchNotice(page, 'Option posée avec succès', lot.reference);
  await panel.getByRole('button', { name: "Poser l'option" }).click();
  const atPlace = await placed();
  expect(atPlace.row).toBe('Optionné');
  expect(atPlace.count).toMatch(new RegExp(`^${before - 1} lots? disponibles?`));
  expect(atPlace.panel).toContain('Votre option court jusqu’au');
  await expect(panel.getByRole('link', { name: 'Voir dans Mes options' })).toHaveAttribute('href', /\/options#option-\d+$/);
  await expect(panel.getByText('Étape suivante : renseignez les données du contrat de réservation.')).toBeVisible();

  const released = await watchNotice(page, 'Option libérée avec succès', lot.reference);
  await panel.getByRole('button', { name: 'Libérer' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmer' }).click();
  const atRelease = await released();
  expect(atRelease.row).toBe('Disponible');
  expect(atRelease.count).toMatch(new RegExp(`^${before} lots? disponibles?`));
  expect(atRelease.panel).toContain("Poser l'option");
  expect((await apiGet<LotAnswer>(request, token, `lot/${lot.id}`)).data.status).toBe('available');
});

test('a place typed on one category list says how many programmes the other categories hold there, with links', async ({ page, request }) => {
  const account = ACCOUNTS.lci;
  const token = await apiToken(request, account);
  const decote = await apiGet<{ data: { data: { name: string; city: string }[] } }>(request, token, 'residences/decote?per_page=1');
  const [residence] = decote.data.data;
  expect(residence).toBeDefined();

  await login(page, account, `/programmes/neuf?lieu=${encodeURIComponent(residence.city)}`);
  const others = page.locator('[data-other-categories]');
  await expect(others).toContainText(`Aussi à ${residence.city} dans d’autres catégories`);
  const link = others.getByRole('link', { name: /^Décote \(\d+ programmes?\)$/ });
  await link.click();
  await expect(page).toHaveURL(/\/programmes\?.*type=decote/);
  await expect(page.locator('article h2').getByRole('link', { name: residence.name, exact: true })).toBeVisible();
});
