import { expect, test, type Page } from '@playwright/test';
import { wcagViolations } from './support/a11y';
import { ACCOUNTS, brandUrl, type DemoAccount } from './support/accounts';
import { chooseColorScheme, firstResidencePath, loginOnce, MAIN_SCREENS, screenPath, screensOffered, settle } from './support/screens';

type Scheme = 'light' | 'dark';

// Long walks: both workers take them.
test.describe.configure({ mode: 'parallel' });

/** Logs in from the login screen, checked on the way, then checks each screen: WCAG 2.1 A/AA, no violation of any impact. */
async function expectEveryScreenAccessible(page: Page, account: DemoAccount, scheme: Scheme, pathsOf: (page: Page) => Promise<string[]>) {
  const found: string[] = [];
  await page.goto(brandUrl(account.brand, '/'));
  await chooseColorScheme(page, scheme);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Connexion' })).toBeVisible();
  found.push(...(await wcagViolations(page)).map((line) => `connexion ${line}`));

  await loginOnce(page, account);
  for (const path of await pathsOf(page)) {
    const response = await page.goto(new URL(path, page.url()).toString());
    expect(response?.status(), path).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
    await settle(page);
    found.push(...(await wcagViolations(page)).map((line) => `${path} ${line}`));
  }
  expect(found).toEqual([]);
}

// lrp: every screen its menu offers, with the records they link to or make, in light mode.
test("every screen of lrp passes axe's WCAG 2.1 AA rules in light mode", async ({ page }) => {
  test.setTimeout(900_000);
  await expectEveryScreenAccessible(page, ACCOUNTS.lrp, 'light', async (loggedIn) => {
    const paths: string[] = [];
    for (const screen of await screensOffered(loggedIn.request, ACCOUNTS.lrp)) paths.push(await screenPath(loggedIn, ACCOUNTS.lrp, screen));
    return paths;
  });
});

// Dark mode, and the other brands, differ from lrp's light screens by their palette alone, whose contrast in every
// colour role is proven for the four brands in both modes by lib/theme/brand-theme.test.ts: they walk the
// main screens and a residence, where each colour role shows.
for (const account of [ACCOUNTS.lrp, ACCOUNTS.lci, ACCOUNTS.is, ACCOUNTS.icm]) {
  for (const scheme of ['light', 'dark'] as const) {
    if (account === ACCOUNTS.lrp && scheme === 'light') continue;
    test(`main screens of ${account.brand} pass axe's WCAG 2.1 AA rules in ${scheme} mode`, async ({ page }) => {
      test.setTimeout(300_000);
      await expectEveryScreenAccessible(page, account, scheme, async (loggedIn) => [
        ...MAIN_SCREENS.map((screen) => screen.path),
        await firstResidencePath(loggedIn),
      ]);
    });
  }
}
