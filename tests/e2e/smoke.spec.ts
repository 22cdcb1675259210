import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './support';

// The foundation's smoke test: the app boots in real Chromium as `npm start` serves it, the MSW
// worker answers the API, and a mocked call (the domain settings) round-trips into the page.

test('the app loads against the mock backend and shows the brand from the domain settings', async ({ page }) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));

  await page.goto('/');

  // The empty path lands on the default page; the brand title comes only from the mock's
  // GetDomainSetting answer for the localhost brand.
  await expect(page).toHaveURL(/\/matchlist\/3$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Exchange Local' })).toBeVisible();
  await expect(page).toHaveTitle('Exchange Local | Match List');
  expect(problems).toEqual([]);
});

test('the first page passes axe with zero violations', async ({ page }) => {
  await page.goto('/matchlist/3');
  await expect(page).toHaveTitle('Exchange Local | Match List');
  // The layout paints first; the screen's heading says the match list has arrived.
  await expect(page.getByRole('heading', { level: 1, name: 'Cricket' })).toBeVisible();
  await expectNoAxeViolations(page);
});
