import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe on the page as it stands, run inside the page itself: its default opens a blank page per check to gather the
 * frames' results, which doubled each check's cost; the extranet has no cross-origin frame of its own to gather.
 */
export function axeOf(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true);
}

async function seriousViolations(page: Page, within?: string): Promise<string[]> {
  const axe = axeOf(page);
  const results = await (within ? axe.include(within) : axe).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/**
 * Fails on any serious or critical axe violation of the page once it has settled (or of one part of it, `within`).
 * Next streams a page's title after its content, and the page a reply refreshes swaps its title while axe reads it:
 * axe reads the page once it has a title, and again while what it finds goes away; what stays still fails here.
 */
export async function expectNoSeriousA11yViolations(page: Page, within?: string): Promise<void> {
  await expect(page).toHaveTitle(/\S/);
  await expect.poll(() => seriousViolations(page, within)).toEqual([]);
}

/** The WCAG 2.1 A and AA rules, the level the extranet promises on every screen. */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa'];

/** Every WCAG A/AA axe violation of the page as it stands, whatever its impact, one line each (none expected). */
export async function wcagViolations(page: Page): Promise<string[]> {
  const results = await axeOf(page).withTags(WCAG_AA_TAGS).analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(' ')} (${node.failureSummary?.split('\n')[1]?.trim() ?? ''})`).join(', ')}`,
  );
}
