import { test as base, type BrowserContext, type Page } from '@playwright/test';

/**
 * The runner's `test` with `pageFor()`: each person in a browser context of its own, two sessions side by side as two
 * people at two desks. Their contexts close with the test: left open, their pages would keep their live channels,
 * countdowns and build checks running through the worker's later journeys.
 */
export const test = base.extend<{ pageFor: () => Promise<Page> }>({
  pageFor: async ({ browser }, provide) => {
    const contexts: BrowserContext[] = [];
    await provide(async () => {
      const context = await browser.newContext();
      contexts.push(context);
      return context.newPage();
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});
