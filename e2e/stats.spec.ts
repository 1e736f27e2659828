import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { sql } from 'drizzle-orm';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { ACCOUNTS } from './support/accounts';
import { asEuros, asNumber, tileValue } from './support/figures';
import { login } from './support/login';
import { adviserId, expectedClients, expectedSales, openSeedCopy, periodEnd, periodStart, type SeedCopy } from './support/seed-figures';

// Figures are checked for the director, whose book no other journey changes.
const me = adviserId(ACCOUNTS.directeur.email);
let seed: SeedCopy;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  seed = await openSeedCopy();
});
test.afterAll(async () => seed?.close());

test('an adviser reads their sales statistics, changes the period and exports the table', async ({ page }) => {
  test.setTimeout(180_000);
  await login(page, ACCOUNTS.directeur, '/');
  // SPEC §2: the menu key ventes leads to the sales statistics.
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Statistiques des ventes' }).click();
  await expect(page).toHaveURL(/\/stats\/ventes$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Statistiques des ventes' })).toBeVisible();

  const year = await expectedSales(seed, ACCOUNTS.directeur.email, 12);
  await expect(tileValue(page, 'Ventes')).toHaveText(asNumber(year.ventes));
  await expect(tileValue(page, 'Montant')).toHaveText(asEuros(year.montant));
  await expect(tileValue(page, 'Commission')).toHaveText(asEuros(year.commission));
  await expect(tileValue(page, 'Annulées')).toHaveText(asNumber(year.annulees));
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(13);
  await expect(page.getByRole('img', { name: /^Montant des ventes par mois – / })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Exporter le tableau (CSV)' }).click();
  const csv = await readFile(await (await download).path(), 'utf8');
  expect(csv.startsWith('\uFEFFMois;Ventes;Montant (€);Commission (€);Annulées\r\n')).toBe(true);
  const lines = csv.trim().split('\r\n').slice(1).map((line) => line.split(';'));
  expect(lines).toHaveLength(12);
  expect(lines.reduce((n, cells) => n + Number(cells[2]), 0)).toBe(year.montant);

  await page.getByRole('combobox', { name: 'Période' }).selectOption('24m');
  await expect(page).toHaveURL(/\/stats\/ventes\?periode=24m$/);
  const twoYears = await expectedSales(seed, ACCOUNTS.directeur.email, 24);
  await expect(tileValue(page, 'Montant')).toHaveText(asEuros(twoYears.montant));
  await expect(tileValue(page, 'Ventes')).toHaveText(asNumber(twoYears.ventes));
  // 24 months at 12 a page: the second page holds the oldest year.
  await page.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/periode=24m&page=2|page=2&periode=24m/);
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(13);
});

test('clients and disputes statistics show the figures of the adviser’s book', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, ACCOUNTS.directeur, '/stats/ventes');
  await page.getByRole('navigation', { name: 'Statistiques' }).getByRole('link', { name: 'Clients' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Statistiques des clients' })).toBeVisible();

  const clients = await expectedClients(seed, ACCOUNTS.directeur.email);
  const [best] = await seed.rows<{ name: string; montant: number }>(sql`
    select c.prenom || ' ' || c.nom as name, sum(s.amount)::int as montant
    from sales s join clients c on c.id = s.client_id
    where s.adviser_id = ${me} and s.status <> 'cancelled' and s.created_at >= ${periodStart(12)} and s.created_at < ${periodEnd}
    group by c.id order by montant desc, c.nom, c.prenom, c.id limit 1`);
  await expect(tileValue(page, 'Clients')).toHaveText(asNumber(clients.clients));
  await expect(tileValue(page, 'Avec une vente sur la période')).toHaveText(asNumber(clients.acheteurs));
  await expect(tileValue(page, 'Nouveaux sur la période')).toHaveText(asNumber(clients.nouveaux));
  const firstRow = page.getByRole('table').getByRole('row').nth(1);
  await expect(firstRow.getByRole('rowheader')).toHaveText(best.name);
  await expect(firstRow.getByRole('cell').nth(1)).toHaveText(asEuros(best.montant));
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('navigation', { name: 'Statistiques' }).getByRole('link', { name: 'Litiges' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Statistiques des litiges' })).toBeVisible();
  const [disputes] = await seed.rows<{ ouverts: number; clos: number; en_cours: number }>(sql`
    select count(*) filter (where opened_at >= ${periodStart(12)} and opened_at < ${periodEnd})::int as ouverts,
           count(*) filter (where status = 'closed' and closed_at >= ${periodStart(12)} and closed_at < ${periodEnd})::int as clos,
           count(*) filter (where status in ('open', 'in_progress'))::int as en_cours
    from disputes where adviser_id = ${me}`);
  await expect(tileValue(page, 'Litiges ouverts')).toHaveText(asNumber(disputes.ouverts));
  await expect(tileValue(page, 'Litiges clos')).toHaveText(asNumber(disputes.clos));
  await expect(tileValue(page, 'Litiges encore ouverts')).toHaveText(asNumber(disputes.en_cours));
  await expectNoSeriousA11yViolations(page);
});

test('an adviser without the statistics subscription meets the subscribe state', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, ACCOUNTS.icm, '/stats/ventes');
  await expect(page.getByRole('status').filter({ hasText: 'Abonnement requis' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: /ventes/i })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Exporter le tableau (CSV)' })).toHaveCount(0);
  // Asked from the page itself: the session cookie belongs to icm.localhost, which Node cannot resolve.
  const exported = await page.evaluate(async () => {
    const res = await fetch('/api/stats/ventes/csv');
    return { status: res.status, body: await res.json() };
  });
  expect(exported).toEqual({ status: 403, body: { message: 'Les statistiques sont réservées aux partenaires abonnés.' } });
  await expectNoSeriousA11yViolations(page);
});
