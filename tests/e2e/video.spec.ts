import { expect, test, type Page } from './fixtures';
import { clearFaults, expectNoAxeViolations, mockReady, PLAYERS, signInAs } from './support';

// Live video on an in-play event's market page (docs/wire.md §1.12): the mock's GetVideoLink streams India v
// Australia (dreamEventId 33001, channel 1021) and not Mumbai Indians v Chennai Super Kings. The app
// frames .env's player page (VITE_VIDEO_PLAYER_URL, a placeholder host): Playwright serves a small
// page there, so the frame really loads and axe looks inside it too.

const PLAYER_PAGE = 'https://tv.stream.example/player';

// A whole market page, a slow answer and axe (into the frame too) on a shared 2-core machine.
test.describe.configure({ timeout: 180_000 });

async function servePlayerPage(page: Page): Promise<void> {
  await page.route(`${PLAYER_PAGE}**`, (route) => {
    const channel = new URL(route.request().url()).searchParams.get('channel') ?? 'none';
    return route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><title>Live stream</title></head><body><main aria-label="Live stream player"><h1>Live stream on channel ${channel.replace(/[^0-9A-Za-z]/g, '')}</h1></main></body></html>`,
    });
  });
}

/** Opens the market page; routing starts only then (Playwright's routing sends every request of the
 * page through the test runner, which slows the app's own loads on a busy machine). */
async function openMarkets(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('region', { name: 'Match Odds' })).toBeVisible({ timeout: 60_000 });
  await mockReady(page);
  await servePlayerPage(page);
}

/** Opens the market page and the Live video tab with the keyboard (focus, Enter). */
async function openLiveVideo(page: Page, path: string): Promise<void> {
  await openMarkets(page, path);
  const tab = page.getByRole('tab', { name: 'Live video' });
  await tab.focus();
  await page.keyboard.press('Enter');
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

test('an in-play match the provider streams shows its stream in a frame, without the loading overlay', async ({ page }) => {
  await signInAs(page, PLAYERS.player1);
  await openMarkets(page, '/markets/3001/33001');
  const overlay = page.getByRole('status').filter({ hasText: 'Loading…' });
  await expect(overlay).toHaveCount(0, { timeout: 10_000 });
  // A slow answer (held until the test has looked): the tab says it is loading, and the page-wide
  // overlay stays away (docs/product.md §7).
  await page.evaluate(() => window.__mock?.setFaults([{ match: 'GetVideoLink', kind: 'hold' }]));

  const tab = page.getByRole('tab', { name: 'Live video' });
  await tab.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('tabpanel', { name: 'Live video' });
  await expect(panel.getByText('Loading the live video…')).toBeVisible();
  await expect(overlay).toHaveCount(0);
  await clearFaults(page);

  const frame = panel.locator('iframe[title="Live video"]');
  await expect(frame).toBeVisible({ timeout: 15_000 });
  await expect(frame).toHaveAttribute('src', `${PLAYER_PAGE}?channel=1021`);
  await expect(page.frameLocator('iframe[title="Live video"]').getByRole('heading', { name: 'Live stream on channel 1021' })).toBeVisible();
  await expect(overlay).toHaveCount(0);

  // The frame fits the window (360 px phones included) and keeps a 16:9 picture.
  const box = await frame.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && box.x >= 0 && box.x + box.width <= viewport.width + 1).toBe(true);
  expect(box ? box.width / box.height : 0).toBeCloseTo(16 / 9, 1);
  await expectNoAxeViolations(page);
});

test('an in-play match without a stream says "Video not available"', async ({ page }) => {
  await signInAs(page, PLAYERS.player1);
  await openLiveVideo(page, '/markets/3002/33002');
  const panel = page.getByRole('tabpanel', { name: 'Live video' });
  await expect(panel.getByText('Video not available', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('iframe')).toHaveCount(0);
  await expectNoAxeViolations(page);
});
