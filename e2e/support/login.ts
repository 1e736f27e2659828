import { expect, type Page } from '@playwright/test';
import { brandUrl, DEMO_PASSWORD, type DemoAccount } from './accounts';

export async function fillLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Connexion' }).click();
}

/** Logs in through the login screen shown at `path` and waits for that page inside the extranet frame. */
export async function login(page: Page, account: DemoAccount, path = '/'): Promise<void> {
  await page.goto(brandUrl(account.brand, path));
  await fillLogin(page, account.email, DEMO_PASSWORD);
  await expect(page.getByRole('status').filter({ hasText: /^Bienvenue / })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible({ timeout: 20_000 });
}
