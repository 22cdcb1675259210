import { expect, test } from './fixtures';
import { clearFaults, expectNoAxeViolations, goWithinTheApp, mockReady } from './support';

// Faults in the app's own code: a screen that throws while rendering, a screen module that
// does not arrive. The mock swaps or drops a screen's module by its source path (mocks/faults.ts
// applyModuleFault), which only the unbundled dev server serves one module per file: these run in
// the 'dev-modules' project, not on a bundle, whose chunks have hashed names.

test.describe.configure({ timeout: 90_000 });

// A fresh browser on the unbundled server asks for ~600 modules: 9–17 s on a busy 2-core machine.
const FIRST_LOAD = { timeout: 45_000 };

test('a screen that crashes while rendering shows the error boundary inside the layout, with a way back home', async ({ page }) => {
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Highlights' })).toBeVisible(FIRST_LOAD);
  await mockReady(page);
  // The in-play screen's component throws while rendering (mocks/faults.ts 'render').
  await page.evaluate(() => window.__mock?.setFaults([{ match: 'sports/components/in-play-page', kind: 'render' }]));
  await goWithinTheApp(page, '/inplay');
  const boundary = page.getByRole('alert').filter({ hasText: 'This page could not be shown' });
  await expect(boundary).toBeVisible();
  await expect(boundary).toContainText('InPlayPage crashed while rendering');
  // The header stays: the player is not stranded on a white page.
  await expect(page.getByRole('banner')).toBeVisible();
  await expectNoAxeViolations(page);

  await clearFaults(page);
  await boundary.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Highlights' })).toBeVisible();
  await expect(boundary).toHaveCount(0);
});

test('a screen whose code does not arrive is fetched again; when it never does, the error page says so and Try again loads it', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Highlights' })).toBeVisible(FIRST_LOAD);
  await mockReady(page);

  // The in-play screen's module is lost once (mocks/faults.ts 'network' on a module): fetched again.
  await page.evaluate(() => window.__mock?.setFaults([{ match: 'sports/components/in-play-page', kind: 'network', times: 1 }]));
  await goWithinTheApp(page, '/inplay');
  await expect(page.getByRole('heading', { level: 1, name: 'In-Play' })).toBeVisible();
  expect(await page.evaluate(() => window.__mock?.faults().length)).toBe(0);

  // The markets screen's module is lost on every attempt: after the retries, the error inside the layout.
  await page.evaluate(() => window.__mock?.setFaults([{ match: 'markets/components/markets-page', kind: 'network' }]));
  await goWithinTheApp(page, '/markets/3001');
  const boundary = page.getByRole('alert').filter({ hasText: 'This page could not be shown' });
  await expect(boundary).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('banner')).toBeVisible();
  await expectNoAxeViolations(page);

  await clearFaults(page);
  await boundary.getByRole('button', { name: 'Try again' }).click();
  // The dev server compiles the markets screen and its imports on this first request (CI: over 10 s).
  await expect(page.getByRole('heading', { level: 1, name: 'India v Australia' })).toBeVisible({ timeout: 30_000 });
  await expect(boundary).toHaveCount(0);
});
