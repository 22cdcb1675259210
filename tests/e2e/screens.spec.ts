import { expect, test, type Page } from './fixtures';
import { brandUrl, PLAYERS, signInAs } from './support';

// The main screens as a player sees them, kept as baselines so that a layout change is seen
// in review (tests/e2e/screens.spec.ts-snapshots/). Phone at 360 px (project 'phone') and desktop at
// 1366 px (project 'desktop'), on a light theme (the dark default brand is in the main layout pages). The prices stay as seeded
// (the mock's odds stream is off from the start), the clock starts at a fixed time, animations are stopped.
//
// Every main-layout page also has a baseline at the three desktop sizes of issue 32 (1366 × 800,
// 1920 × 1080, 1280 × 720) and at 360 × 740, on the dark theme only: the frame (header, navbar, footer,
// aside, support link) is the same on every theme, and the themes' colours have the screens above.
//
// A baseline changes on purpose: `npx playwright test tests/e2e/screens.spec.ts --update-snapshots`,
// then look at the new images before committing them.

// Two page loads, settling and a stable picture: room on a busy 2-core machine.
test.describe.configure({ timeout: 120_000 });

const FIXED_NOW = new Date('2026-11-24T12:00:00Z');
const DESKTOP = { width: 1366, height: 768 };

/** A light theme. The dark default brand's match list, market and open bets are among the main layout
 * pages below (at 360 × 740, the same picture, and at 1366 × 800): they are not taken twice. */
const THEMES = [{ name: 'orange', host: 'orange.localhost' }] as const;

const SCREENS = [
  { name: 'match-list', path: '/matchlist/3', ready: (page: Page) => page.getByRole('heading', { level: 1, name: 'Cricket' }) },
  { name: 'market', path: '/markets/3001', ready: (page: Page) => page.getByRole('heading', { level: 1, name: 'India v Australia' }) },
  { name: 'open-bets', path: '/open-bets', ready: (page: Page) => page.getByRole('heading', { level: 1 }) },
] as const;

test.beforeEach(async ({ page }, testInfo) => {
  if (testInfo.project.name === 'desktop') await page.setViewportSize(DESKTOP);
  // Time flows from a fixed start (a frozen Date.now stalls the app's own timeouts).
  await page.clock.setSystemTime(FIXED_NOW);
  await page.addInitScript(() => sessionStorage.setItem('mockOddsStream', 'off'));
});

/** Every price cell filled and every image decoded: nothing left to arrive while the picture is taken. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByText('Loading…')).toHaveCount(0, { timeout: 30_000 });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => [...document.images].every((image) => image.complete))).toBe(true);
}

for (const theme of THEMES) {
  test.describe(`${theme.name} theme`, () => {
    for (const screen of SCREENS) {
      test(`${screen.name} looks as its baseline`, async ({ page }) => {
        await signInAs(page, PLAYERS.player2, theme.host);
        await page.goto(brandUrl(theme.host, screen.path));
        await expect(screen.ready(page)).toBeVisible({ timeout: 30_000 });
        await settled(page);
        // The APK bar (phone) is part of the first view a player gets. The hub indicator's wording
        // follows the connection's timing (tests/e2e/realtime.spec.ts covers it): masked.
        await expect(page).toHaveScreenshot(`${theme.name}-${screen.name}.png`, {
          animations: 'disabled',
          caret: 'hide',
          // The seeded bets' times are minutes before the moment the mock starts, to the second.
          mask: [
            page.getByRole('status').filter({ hasText: /Live|Connecting|Offline|Reconnecting/ }),
            page.getByText(/\d{1,2}:\d{2}:\d{2}/),
          ],
          // A few anti-aliased pixels at most: a moved bar or a cut row changes hundreds.
          maxDiffPixels: 100,
        });
      });
    }
  });
}

const LAYOUT_SIZES = [
  { width: 1366, height: 800 },
  { width: 1920, height: 1080 },
  { width: 1280, height: 720 },
] as const;

/** The main layout's pages (src/config/paths.ts), signed in as player2; the ones that need a game or
 * an event of their own (the lobby's game frame, fancy games) and the placeholder page are left out. */
const LAYOUT_PAGES = [
  { name: 'match-list', path: '/matchlist/3' },
  { name: 'in-play', path: '/inplay' },
  { name: 'home', path: '/home' },
  { name: 'market', path: '/markets/3001' },
  { name: 'multimarket', path: '/multimarket' },
  { name: 'casino', path: '/casino' },
  { name: 'lobby-section', path: '/lobby-page/popular' },
  { name: 'account-menu', path: '/account-menu' },
  { name: 'my-profile', path: '/account/my-profile' },
  { name: 'balance-overview', path: '/account/balance-overview' },
  { name: 'activity-log', path: '/account/activity-log' },
  { name: 'change-password', path: '/change-password' },
  { name: 'statement', path: '/account-cash-statement' },
  { name: 'market-analysis', path: '/Market-Analysis' },
  { name: 'current-bets', path: '/current-bet' },
  { name: 'open-bets', path: '/open-bets' },
  { name: 'profit-loss', path: '/ProfitLoss' },
  { name: 'bet-history', path: '/bet-history' },
  { name: 'payment', path: '/Payment' },
  { name: 'deposit', path: '/depositw' },
  { name: 'dw-requests', path: '/dwrequests' },
  { name: 'bonus', path: '/bonus' },
] as const;

test.describe('main layout pages', () => {
  for (const screen of LAYOUT_PAGES) {
    test(`${screen.name} looks as its baselines at each size`, async ({ page }, testInfo) => {
      const sizes = testInfo.project.name === 'phone' ? [{ width: 360, height: 740 }] : LAYOUT_SIZES;
      await page.setViewportSize(sizes[0] ?? LAYOUT_SIZES[0]);
      await signInAs(page, PLAYERS.player2);
      await page.goto(screen.path);
      await expect(page.locator('main h1').first()).toBeVisible({ timeout: 30_000 });
      await expect(page.getByText('Loading…')).toHaveCount(0, { timeout: 30_000 });
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      for (const size of sizes) {
        await page.setViewportSize(size);
        // The lazy tiles a size brings into view load before the picture; the ones below the fold
        // never start (a phone's long lobby).
        await expect
          .poll(() =>
            page.evaluate(() =>
              [...document.images].every((image) => image.complete || image.getBoundingClientRect().top >= window.innerHeight),
            ),
          )
          .toBe(true);
        await expect(page).toHaveScreenshot(`layout-${screen.name}-${size.width}x${size.height}.png`, {
          animations: 'disabled',
          caret: 'hide',
          mask: [
            page.getByRole('status').filter({ hasText: /Live|Connecting|Offline|Reconnecting/ }),
            page.getByText(/\d{1,2}:\d{2}:\d{2}/),
          ],
          maxDiffPixels: 100,
        });
      }
    });
  }
});

/** Five main screens in Hindi (docs/i18n.md), the default brand, 360 × 740 and 1366 × 768: Devanagari
 * runs longer and taller than English, and a picture shows where it wraps. */
const HINDI_SCREENS = [
  { name: 'login', path: '/auth/login', signedIn: false },
  { name: 'match-list', path: '/matchlist/3', signedIn: true },
  { name: 'market', path: '/markets/3001', signedIn: true },
  { name: 'open-bets', path: '/open-bets', signedIn: true },
  { name: 'safer-gambling', path: '/safer-gambling', signedIn: true },
] as const;

test.describe('in Hindi', () => {
  for (const screen of HINDI_SCREENS) {
    test(`${screen.name} looks as its Hindi baseline`, async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem('language', 'hi'));
      if (screen.signedIn) await signInAs(page, PLAYERS.player2);
      await page.goto(screen.path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      await expect(page.locator('main h1').first()).toBeVisible({ timeout: 30_000 });
      // settled() waits for the English "Loading…"; here, its Hindi, and no spinner.
      await expect(page.getByText('लोड हो रहा है…')).toHaveCount(0, { timeout: 30_000 });
      await expect(page.locator('.mantine-Loader-root')).toHaveCount(0, { timeout: 30_000 });
      await settled(page);
      await expect(page).toHaveScreenshot(`hi-${screen.name}.png`, {
        animations: 'disabled',
        caret: 'hide',
        mask: [page.getByTestId('live-indicator'), page.getByText(/\d{1,2}:\d{2}:\d{2}/)],
        maxDiffPixels: 100,
      });
    });
  }
});
