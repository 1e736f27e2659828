import type { Locator, Page } from '@playwright/test';

const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
const number = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });

/** Figures as the screens print them (fr-FR, the same ICU as the app's server). */
export const asEuros = (value: number) => euros.format(value);
export const asNumber = (value: number) => number.format(value);

/** The value of the figure tile titled `label` inside `scope`. */
export function tileValue(scope: Page | Locator, label: string): Locator {
  // A `has` locator is matched inside each tile, so it must start from the page, not from `scope`.
  const page = 'page' in scope && typeof scope.page === 'function' ? scope.page() : (scope as Page);
  return scope
    .locator('dl > div')
    .filter({ has: page.locator('dt').getByText(label, { exact: true }) })
    .locator('dd')
    .first();
}
