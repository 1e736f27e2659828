import { expect, type Page } from '@playwright/test';
import { brandUrl, DEMO_PASSWORD, type DemoAccount } from './accounts';
import { fillLogin, throughWelcome } from './login';
import { passSecondFactor } from './second-factor';

/**
 * Seeded back-office members, one per brand, and the one of every brand, who alone changes the lots and files of
 * the seeded residences (all four brands distribute them) (README, demo accounts).
 */
export const STAFF = {
  all: { email: 'staff@back-office.demo', brand: 'is' },
  is: { email: 'staff@is.demo', brand: 'is' },
  lrp: { email: 'staff@lrp.demo', brand: 'lrp' },
  icm: { email: 'staff@icm.demo', brand: 'icm' },
} satisfies Record<string, DemoAccount>;

/** The staff login (password, then second factor) lands on the back office whatever page was asked for. */
export async function staffLogin(page: Page, account: DemoAccount, path = '/') {
  await page.clock.install();
  await page.goto(brandUrl(account.brand, path));
  await fillLogin(page, account.email, DEMO_PASSWORD);
  await passSecondFactor(page, account.email);
  await throughWelcome(page);
  await expect(page.getByRole('navigation', { name: 'Menu du back-office' })).toBeVisible({ timeout: 20_000 });
}
