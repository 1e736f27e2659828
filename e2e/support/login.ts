import { expect, type Page } from '@playwright/test';
import { FADE_DURATION_MS, WELCOME_FADE_DELAY_MS } from '../../components/auth/timing';
import { brandUrl, DEMO_PASSWORD, type DemoAccount } from './accounts';

export async function fillLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Connexion' }).click();
}

/**
 * Logs in through the login screen shown at `path` and waits for that page inside the extranet frame. The welcome
 * shows for its SPEC delay on the page's own clock, which is moved past it (the journeys that time the welcome log in
 * with `fillLogin`).
 */
export async function login(page: Page, account: DemoAccount, path = '/'): Promise<void> {
  await page.clock.install();
  await page.goto(brandUrl(account.brand, path));
  await fillLogin(page, account.email, DEMO_PASSWORD);
  await throughWelcome(page);
  await expect(accountMenu(page)).toBeVisible({ timeout: 20_000 });
}

/** The adviser's account menu in the header: shown on every layout once the extranet frame is drawn (the main menu
 * is closed on a phone). */
export function accountMenu(page: Page) {
  return page.getByRole('button', { name: /, menu du compte$/ });
}

/**
 * Waits for the welcome, moves the page's clock (installed before the login screen loaded) past its delay and waits
 * until it has left: the page asked for may already be drawn behind it.
 */
export async function throughWelcome(page: Page): Promise<void> {
  const welcome = page.getByRole('status').filter({ hasText: /^Bienvenue / });
  await expect(welcome).toBeVisible({ timeout: 20_000 });
  await page.clock.fastForward(WELCOME_FADE_DELAY_MS + FADE_DURATION_MS);
  await expect(welcome).toBeHidden({ timeout: 20_000 });
}
