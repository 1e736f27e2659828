import { expect, test } from '@playwright/test';
import { wcagViolations } from './support/a11y';
import { ACCOUNTS } from './support/accounts';
import { firstResidencePath, loginOnce, MAIN_SCREENS, settle, chooseColorScheme } from './support/screens';

const BRANDS = [ACCOUNTS.lrp, ACCOUNTS.lci, ACCOUNTS.is, ACCOUNTS.icm];

// One logged-in page per brand walks every main screen in both colour modes: WCAG 2.1 A/AA, no violation at all.
for (const account of BRANDS) {
  test(`every main screen of ${account.brand} passes axe's WCAG 2.1 AA rules in light and dark mode`, async ({ page }) => {
    test.setTimeout(240_000);
    await loginOnce(page, account);
    const residence = await firstResidencePath(page);
    const screens = [...MAIN_SCREENS.map((screen) => screen.path), residence];
    const found: string[] = [];
    for (const scheme of ['light', 'dark'] as const) {
      await chooseColorScheme(page, scheme);
      for (const path of screens) {
        await page.goto(new URL(path, page.url()).toString());
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
        await settle(page);
        found.push(...(await wcagViolations(page)).map((line) => `${scheme} ${path} ${line}`));
      }
    }
    expect(found).toEqual([]);
  });
}
