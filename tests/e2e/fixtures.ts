import { expect, test as base } from '@playwright/test';

// Every e2e spec imports `test` from here: a test fails when the page throws an uncaught error or
// leaves a promise rejection unhandled (issue 9), whatever the test itself asserted.

export const test = base.extend<{ failOnPageErrors: undefined }>({
  failOnPageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
      await use(undefined);
      expect(errors, 'uncaught errors or unhandled rejections in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
export type { Page, Locator } from '@playwright/test';
