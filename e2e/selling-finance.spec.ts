import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { pdfText } from '../backend/pdf/pdf-text';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { ACCOUNTS } from './support/accounts';
import { countMailsTo, waitForSignatureCode } from './support/mailbox';
import { login } from './support/login';
import { dismissNotices } from './support/notices';
import { apiGet, apiToken, goTo } from './support/selling';

const notice = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });

test('a purchase simulation matches the hand-computed case and exports a PDF', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, ACCOUNTS.is, '/simulations');
  await expect(page.getByRole('heading', { level: 1, name: 'Simuler un achat' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'main');

  // 200 000 € new build (notary 2.5 % = 5 000), furniture 5 000, down payment 15 000 → loan 195 000 at 3 % / 20 years
  // = 1 081.47 €/month; rent 800, charges 100/month + 1 200 property tax; LMNP micro-BIC, TMI 30 %:
  // taxable 4 800, tax 1 440 + 825.60 → cash flow 600 − 1 081.47 − 188.80 = −670.27 €/month; gross yield 4.80 %.
  const fields: [string, string][] = [
    ['Prix du bien (€)', '200000'],
    ['Mobilier (€)', '5000'],
    ['Apport (€)', '15000'],
    ['Taux du prêt (%)', '3'],
    ['Durée du prêt (ans)', '20'],
    ['Loyer mensuel (€)', '800'],
    ['Charges mensuelles non récupérables (€)', '100'],
    ['Taxe foncière annuelle (€)', '1200'],
    ["Date d'investissement", '2026-03-01'],
  ];
  for (const [label, value] of fields) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole('button', { name: 'Lancer la simulation' }).click();

  await expect(notice(page, 'Simulation effectuée avec succès')).toBeVisible();
  await expect(page).toHaveURL(/\/simulations\/\d+$/);
  await expect(page.locator('[data-figure="monthly-cash-flow"]')).toContainText('-670,27');
  await expect(page.locator('[data-figure="gross-yield"]')).toContainText('4,80 %');
  await expect(page.locator('[data-figure="net-yield"]')).toContainText('3,43 %');
  await expect(page.locator('[data-figure="tax-effect"]')).toContainText(/-2\s?265,60/);
  await expect(page.getByRole('row', { name: /Mensualité du prêt/ })).toContainText(/1\s?081,47/);
  await expect(page.getByRole('heading', { name: "Tableau d'amortissement du prêt" })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'main');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Télécharger le PDF' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^simulation-\d+\.pdf$/);
  const text = pdfText(await readFile((await download.path())!));
  expect(text).toContain('LMNP micro-BIC');
  expect(text).toMatch(/-670,27/);

  // Pinel ended on 31/12/2024: the simulator says so instead of computing.
  await goTo(page, '/simulations');
  await dismissNotices(page);
  await page.getByRole('combobox', { name: 'Régime fiscal' }).click();
  await page.getByRole('option', { name: /Pinel/ }).click();
  await page.getByRole('combobox', { name: "Date d'investissement" }).fill('2025-06-01');
  await page.getByRole('button', { name: 'Lancer la simulation' }).click();
  await expect(notice(page, /Impossible de simuler un achat\s: Le dispositif Pinel a pris fin le 31\/12\/2024/)).toBeVisible();
});

test('a fund subscription is signed in the app with the mailed codes and its signed PDF downloaded', async ({ page, request }) => {
  test.setTimeout(150_000);
  const token = await apiToken(request, ACCOUNTS.is);
  const funds = await apiGet<{ data: { data: { id: number; name: string }[] } }>(request, token, 'fonds');
  const fund = funds.data.data[0];
  const clients = await apiGet<{ data: { data: { prenom: string; nom: string; email: string | null }[] } }>(request, token, 'clients?per_page=50');
  const client = clients.data.data.find((c) => c.email)!;

  await login(page, ACCOUNTS.is, `/fonds/${fund.id}`);
  await expect(page.getByRole('heading', { level: 1, name: fund.name })).toBeVisible();
  await page.getByRole('button', { name: 'Souscrire' }).click();
  const dialog = page.getByRole('dialog', { name: `Souscrire à ${fund.name}` });
  await dialog.getByRole('combobox', { name: 'Client souscripteur' }).fill(client.nom);
  await page.getByRole('option', { name: `${client.nom.toUpperCase()} ${client.prenom}` }).first().click();

  const adviserMails = await countMailsTo(ACCOUNTS.is.email);
  const clientMails = await countMailsTo(client.email!);
  // A double click prepares one pack only.
  await dialog.getByRole('button', { name: 'Préparer le bulletin et envoyer les codes' }).dblclick();
  const signing = page.getByRole('dialog', { name: 'Signature électronique' });
  await expect(signing.getByText('Chaque signataire saisit le code')).toBeVisible();

  const adviserCode = await waitForSignatureCode(ACCOUNTS.is.email, adviserMails);
  const clientCode = await waitForSignatureCode(client.email!, clientMails);
  expect(await countMailsTo(ACCOUNTS.is.email)).toBe(adviserMails + 1);

  const adviserCard = signing.locator('[data-signer="conseiller"]');
  await adviserCard.getByRole('textbox').fill(adviserCode === '000000' ? '111111' : '000000');
  await adviserCard.getByRole('button', { name: 'Signer' }).click();
  await expect(notice(page, /Impossible de souscrire à un fonds\s: Code incorrect/)).toBeVisible();
  await adviserCard.getByRole('textbox').fill(adviserCode);
  await adviserCard.getByRole('button', { name: 'Signer' }).click();
  await expect(adviserCard.getByText('Signé')).toBeVisible();

  const clientCard = signing.locator('[data-signer="client"]');
  await clientCard.getByRole('textbox').fill(clientCode);
  await clientCard.getByRole('button', { name: 'Signer' }).click();
  await expect(notice(page, 'Souscription effectuée avec succès')).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), signing.getByRole('link', { name: 'Télécharger le bulletin signé' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^souscription-\d+-signee\.pdf$/);
  const text = pdfText(await readFile((await download.path())!));
  expect(text).toContain('Certificat de signature');
  expect(text).toContain(fund.name.slice(0, 12));
});
