import type { Page } from '@playwright/test';

/**
 * Closes every notice, as a person does before reaching what one covers: notices stay 10 s at the top of the page
 * (SPEC §9), and a pointer resting on one keeps it open, so a click waiting beneath it would wait forever.
 */
export async function dismissNotices(page: Page): Promise<void> {
  const closers = page.getByRole('alert').getByRole('button', { name: 'Fermer' });
  while ((await closers.count()) > 0) {
    // A notice may close on its own between the count and the click: the next pass counts again.
    await closers
      .first()
      .click({ timeout: 2_000 })
      .catch(() => undefined);
  }
}
