import { expect, type Locator, type Page } from '@playwright/test';

/**
 * What changes from one run to the next without the design changing: clocks and countdowns, dates, charts drawn
 * from the last months, figures of a rolling period. Masked so a baseline holds on another day.
 */
export function movingParts(page: Page): Locator[] {
  return [
    page.locator('[data-countdown]'),
    page.locator('time'),
    page.locator('canvas'),
    page.locator('dl dd'),
    // A date or a month alone (a delivery, a period): the demo data's dates are set from the day it was made.
    page.getByText(/\b(janv|févr|mars|avr|mai|juin|juil|août|sept|oct|nov|déc)[a-zéû.]* \d{4}\b/),
    page.getByText(/\b\d{2}\/\d{2}\/\d{4}\b/),
    page.getByText(/^il y a /),
  ];
}

/**
 * Compares the viewport with the committed baseline. Animations and the caret are frozen; a small share of pixels
 * may differ, for font antialiasing on another machine with the same Chromium.
 */
export async function expectLooksLike(page: Page, name: string, extraMasks: Locator[] = []): Promise<void> {
  await expect(page).toHaveScreenshot(`${name}.png`, {
    animations: 'disabled',
    caret: 'hide',
    mask: [...movingParts(page), ...extraMasks],
    // A quiet grey rather than Playwright's magenta: the README shows some of these baselines.
    maskColor: '#ced4da',
    maxDiffPixelRatio: 0.01,
  });
}
