import { expect, test as base } from '@playwright/test';

// Every e2e spec imports `test` from here: a test fails when the page throws an uncaught error or
// leaves a promise rejection unhandled, whatever the test itself asserted.

/** The one exception: MSW (the mock backend's service worker, never in a player's browser) calls
 * `registration.update()` on an existing registration without handling its promise
 * (msw/lib/browser getWorkerInstance). When that background update check fails, as it did twice in
 * full runs on a loaded machine ("Not found" for mockServiceWorker.js), the rejection is MSW's, not
 * the app's. Only that message, naming the mock's worker script, is let through. */
const MSW_UPDATE_CHECK =
  /^TypeError: Failed to update a ServiceWorker for scope \('[^']+'\) with script \('[^']+\/(mockServiceWorker|mock-worker)\.js'\)/;

export const test = base.extend<{ failOnPageErrors: undefined }>({
  failOnPageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => {
        const text = `${error.name}: ${error.message}`;
        if (!MSW_UPDATE_CHECK.test(text)) errors.push(text);
      });
      await use(undefined);
      expect(errors, 'uncaught errors or unhandled rejections in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
export type { BrowserContext, Page, Locator } from '@playwright/test';
