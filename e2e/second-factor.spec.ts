import { expect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { brandUrl, DEMO_PASSWORD } from './support/accounts';
import { fillLogin } from './support/login';

// A staff account no other journey logs in with: this one enrols it.
const STAFF = { email: 'staff@lci.demo', brand: 'lci' } as const;

const codeTitle = (page: Page) => page.getByRole('heading', { name: 'Double authentification', exact: true });
const backOfficeMenu = (page: Page) => page.getByRole('navigation', { name: 'Menu du back-office' });
const codeField = (page: Page) => page.getByRole('textbox', { name: 'Code', exact: true });

async function logOut(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Se déconnecter' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page.getByRole('button', { name: 'Connexion' })).toBeVisible();
}

test('a staff member enrols a key at first login, then needs a code or a recovery code, each recovery code once', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto(brandUrl(STAFF.brand, '/back-office/kyc'));
  await fillLogin(page, STAFF.email, DEMO_PASSWORD);

  // Enrolment: the QR code and the key in text, then its first code.
  await expect(page.getByRole('heading', { name: 'Activez la double authentification' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('img', { name: "QR code de la clé d'authentification" })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const step = Math.floor(Date.now() / 30_000);
  await codeField(page).fill(await generate({ secret, epoch: step * 30 }));
  await page.getByRole('button', { name: 'Activer' }).click();
  const codes = page.getByTestId('recovery-codes').getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCodes = await codes.allTextContents();
  await page.getByRole('button', { name: "J'ai noté mes codes, continuer" }).click();
  await expect(backOfficeMenu(page)).toBeVisible({ timeout: 20_000 });
  await logOut(page);

  // The next login asks for a code: a later period's than the one just used, which works once.
  await fillLogin(page, STAFF.email, DEMO_PASSWORD);
  await expect(codeTitle(page)).toBeVisible({ timeout: 20_000 });
  await expect(backOfficeMenu(page)).toBeHidden();
  const nextStep = Math.max(step + 1, Math.floor(Date.now() / 30_000));
  await codeField(page).fill(await generate({ secret, epoch: nextStep * 30 }));
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(backOfficeMenu(page)).toBeVisible({ timeout: 20_000 });
  await logOut(page);

  // A recovery code stands in for the app once.
  await fillLogin(page, STAFF.email, DEMO_PASSWORD);
  await codeField(page).fill(recoveryCodes[0]);
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(backOfficeMenu(page)).toBeVisible({ timeout: 20_000 });
  await logOut(page);

  // The same recovery code again is refused, and no back-office page opens meanwhile.
  await fillLogin(page, STAFF.email, DEMO_PASSWORD);
  await codeField(page).fill(recoveryCodes[0]);
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page.getByText('Code incorrect ou déjà utilisé')).toBeVisible();
  await page.goto(brandUrl(STAFF.brand, '/back-office/audit'));
  await expect(codeTitle(page)).toBeVisible({ timeout: 20_000 });
  await expect(backOfficeMenu(page)).toBeHidden();
});
