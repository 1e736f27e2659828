import { expect, test } from '@playwright/test';
import { wcagViolations } from './support/a11y';
import { ACCOUNTS } from './support/accounts';
import { chooseColorScheme, firstResidencePath, loginOnce, MAIN_SCREENS, settle } from './support/screens';

const BRANDS = [ACCOUNTS.lrp, ACCOUNTS.lci, ACCOUNTS.is, ACCOUNTS.icm];

// One logged-in page per brand and mode walks every main screen: WCAG 2.1 A/AA, no violation of any impact.
for (const account of BRANDS) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`every main screen of ${account.brand} passes axe's WCAG 2.1 AA rules in ${scheme} mode`, async ({ page }) => {
      test.setTimeout(240_000);
      await loginOnce(page, account);
      await chooseColorScheme(page, scheme);
      const screens = [...MAIN_SCREENS.map((screen) => screen.path), await firstResidencePath(page)];
      const found: string[] = [];
      for (const path of screens) {
        await page.goto(new URL(path, page.url()).toString());
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
        await settle(page);
        found.push(...(await wcagViolations(page)).map((line) => `${path} ${line}`));
      }
      expect(found).toEqual([]);
    });
  }
}
