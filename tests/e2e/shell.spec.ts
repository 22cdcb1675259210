import { expect, test, type Page } from './fixtures';
import { appNow, brandUrl, clearFaults, expectNoAxeViolations, inAppTime } from './support';

// The app shell of docs/product.md §2 in real Chromium, on several brands served under their own host names.

test.describe('redirects', () => {
  test('an unknown path shows the not-found page, then goes home and on to the match list', async ({ page }) => {
    // The page's 3 s countdown passes in the page's time (Playwright's clock): not sooner, not past 8 s.
    await page.clock.install();
    const openedAt = await appNow(page);
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/error-404$/);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await inAppTime(page, async () => page.url()).toMatch(/\/matchlist\/3$/);
    const redirectedAfter = (await appNow(page)) - openedAt;
    expect(redirectedAfter).toBeGreaterThanOrEqual(3_000);
    expect(redirectedAfter).toBeLessThanOrEqual(8_000);
  });

  test('a visitor on a protected path is sent to log in, keeping the target', async ({ page }) => {
    await page.goto('/bonus');
    await expect(page).toHaveURL(/\/auth\/login\?to=%2Fbonus$/);
  });

  test('a path containing login=false goes to the login page', async ({ page }) => {
    await page.goto('/inplay?to=%2FProfitLoss&login=false');
    await expect(page).toHaveURL(/\/auth\/login\?to=%2FProfitLoss$/);
  });

  test('/auth and /auth/logout go to /auth/login', async ({ page }) => {
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/auth\/login$/);
    await page.goto('/auth/logout');
    await expect(page).toHaveURL(/\/auth\/login$/);
  });
});

test.describe('per-brand settings', () => {
  test('title and favicon come from the domain settings', async ({ page }) => {
    await page.goto('/home');
    await expect(page).toHaveTitle('Exchange Local | Home');
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /^data:image\/svg\+xml,/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/);
  });

  test('a suspended site sends every path to the maintenance page', async ({ page }) => {
    await page.goto(brandUrl('suspended.localhost', '/home'));
    await expect(page).toHaveURL(/\/under-maintenance$/);
    await expect(page.getByRole('heading', { name: /is under maintenance/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('casino off: every casino route lands on the home route', async ({ page }) => {
    for (const path of ['/casino', '/lobby', '/lobby-page/live']) {
      await page.goto(brandUrl('nocasino.localhost', path));
      await expect(page).toHaveURL(/nocasino\.localhost:\d+\/matchlist\/3$/);
    }
  });

  test('sign-up is offered only where the brand allows it', async ({ page }) => {
    await page.goto('/home');
    // The header's entry points open the session modals (docs/product.md §2 'modal-login', 'modal-signup').
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign up' })).toBeVisible();
    await page.goto(brandUrl('nosignup.localhost', '/home'));
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign up' })).toHaveCount(0);
  });

  test('the APK bar shows on a phone only, and closes', async ({ page }, testInfo) => {
    await page.goto('/home');
    await expect(page).toHaveTitle('Exchange Local | Home');
    const download = page.getByRole('link', { name: 'download apk' });
    if (testInfo.project.name === 'phone') {
      await expect(download).toBeVisible();
      await page.getByRole('complementary', { name: 'Android app' }).getByRole('button', { name: 'Close' }).click();
      await expect(download).toHaveCount(0);
    } else {
      await expect(download).toHaveCount(0);
    }
  });

  test('the support link points at the brand support', async ({ page }) => {
    await page.goto('/home');
    await expect(page.getByRole('link', { name: /Contact support/ })).toHaveAttribute('href', 'https://wa.me/919800000001');
  });

  test('the loading overlay shows while a slow call is in flight', async ({ page }) => {
    // The settings call is held until the overlay has been seen (a fixed 2.5 s latency raced loaded
    // CI machines), then let go.
    const faults = JSON.stringify([{ match: 'GetDomainSetting', kind: 'hold' }]);
    await page.goto(`/home?mockFaults=${encodeURIComponent(faults)}`);
    const status = page.getByRole('status').filter({ hasText: 'Loading…' });
    await expect(status).toHaveCount(1);
    await clearFaults(page);
    await expect(page).toHaveTitle('Exchange Local | Home', { timeout: 20_000 });
    await expect(status).toHaveCount(0, { timeout: 10_000 });
  });
});

/**
 * The not-found page goes home 3 s after it opens; the player presses 'Stay on this page' before that.
 * On a loaded machine the press can lose that race: in one CI run the button was found, visible and
 * stable, and left the page as the click landed, because the 3 s were up. A lost race opens the page
 * again, at most three times; a page that cannot be kept still fails the test.
 */
async function stayOnNotFoundPage(page: Page): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await page.getByRole('button', { name: 'Stay on this page' }).click({ timeout: 5000 });
      await expect(page.getByText('You stay on this page.')).toBeVisible({ timeout: 5000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
      await page.goto('/error-404');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  }
}

test.describe('accessibility of the shell', () => {
  for (const path of ['/matchlist/3', '/home', '/underConstruction', '/error-404', '/error-500', '/test', '/auth/login']) {
    test(`${path} passes axe`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The not-found page goes home after 3 s, which axe (3-5 s here) outlasts: the player stays.
      if (path === '/error-404') await stayOnNotFoundPage(page);
      await expect(page).toHaveTitle(/^Exchange Local \| /);
      await expectNoAxeViolations(page);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    });
  }
});
