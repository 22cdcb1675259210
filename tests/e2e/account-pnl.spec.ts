import { expect, test, type Page } from './fixtures';
import { amountOf, closeApkBar, expectNoAxeViolations, PLAYERS, signInAs, textInAppTime } from './support';

// Profit & loss and Market Analysis in real Chromium against the mock backend, on desktop
// and on a 360 px phone. player2 (docs/mock-backend.md "Users") has a month of settled bets; the demo
// player starts with none and places one here.

// A bet and a cold dev server on a shared machine.
test.describe.configure({ timeout: 120_000 });

async function noSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test("player2's profit and loss: a chart of the running P&L and the figures behind it", async ({ page }) => {
  await signInAs(page, PLAYERS.player2);
  await page.goto('/ProfitLoss');
  await expect(page.getByRole('heading', { level: 1, name: 'Profit & Loss' })).toBeVisible();
  const main = page.getByRole('main');

  const net = main.getByTestId('pnl-net');
  await expect(net).toHaveText(/^(\+[\d,.]+ profit|−[\d,.]+ loss|0 even)$/);
  const netAmount = amountOf(((await net.textContent()) ?? '').split(' ')[0] ?? '');

  // The chart: one image with a name, and a summary that ends where the net result is.
  const chart = main.getByRole('img', { name: /^Running profit and loss/ });
  await expect(chart).toBeVisible();
  await expect(main.getByTestId('pnl-chart')).toContainText(`ended at ${(await net.textContent()) ?? ''}`);
  const box = await chart.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && box.width <= viewport.width).toBe(true);
  expect(box?.height ?? 0).toBeGreaterThan(80);

  // Its figures: the sports add up to the net result, and the last day's running total is it.
  const sports = main.getByRole('table', { name: 'Profit and loss by sport' });
  const sportAmounts = await sports.locator('tbody tr td:last-child').allTextContents();
  expect(sportAmounts.length).toBeGreaterThan(1);
  expect(sportAmounts.reduce((sum, text) => sum + amountOf(text), 0)).toBeCloseTo(netAmount, 2);
  const days = main.getByRole('table', { name: 'Profit and loss by day' });
  expect(amountOf((await days.locator('tbody tr').last().locator('td').last().textContent()) ?? '')).toBeCloseTo(netAmount, 2);

  await noSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await expect(main.getByRole('link', { name: 'Every bet of this period, by event' })).toHaveAttribute(
    'href',
    /^\/all-bet-history-profit-loss\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/,
  );
});

test("player2's every settled bet by event, with each event's net", async ({ page }) => {
  await signInAs(page, PLAYERS.player2);
  const today = new Date().toISOString().slice(0, 10);
  await page.goto(`/all-bet-history-profit-loss?from=2000-01-01&to=${today}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Profit & Loss History' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByLabel('From')).toHaveValue('2000-01-01');
  await expect(main.getByTestId('pnl-net')).toHaveText(/^(\+[\d,.]+ profit|−[\d,.]+ loss|0 even)$/);
  const events = main.getByRole('region');
  await expect.poll(() => events.count()).toBeGreaterThan(3);
  await expect(events.first()).toContainText(/Net [+−0]/);
  await expect(events.first().getByRole('table').first()).toContainText(/WON|LOST|VOID/);
  await noSidewaysScroll(page);
  await expectNoAxeViolations(page);
});

test('a range with nothing settled says so, and a backwards range is refused with the reason', async ({ page }) => {
  await signInAs(page, PLAYERS.player2);
  await page.goto('/ProfitLoss');
  const main = page.getByRole('main');
  await expect(main.getByTestId('pnl-net')).toBeVisible();
  await main.getByLabel('From').fill('2001-01-10');
  await main.getByLabel('To').fill('2001-01-01');
  await expect(main.getByRole('alert')).toHaveText('From must not be after To.');
  await expect(main.getByRole('button', { name: 'Get P&L' })).toBeDisabled();
  await main.getByLabel('To').fill('2001-01-31');
  await main.getByRole('button', { name: 'Get P&L' }).click();
  await expect(main.getByText('No settled bets in this period.')).toBeVisible();
  await expect(main.getByLabel('From')).toHaveValue('2001-01-10');
});

test('Market Analysis with no open bets says so', async ({ page }) => {
  await signInAs(page, PLAYERS.player1);
  await page.goto('/Market-Analysis');
  await expect(page.getByRole('heading', { level: 1, name: 'Market Analysis' })).toBeVisible();
  await expect(page.getByRole('main').getByText('You have no open bets, so no market puts your balance at risk.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('after a back bet, Market Analysis shows its worst case, matching the header', async ({ page }) => {
  // The bet delay passes in the page's time (Playwright's clock).
  await page.clock.install();
  await signInAs(page, PLAYERS.demo);
  await page.goto('/markets/3001/33001');
  await expect(page.getByRole('region', { name: 'Match Odds' })).toBeVisible();
  // The worker may take over with a reload on the first visit: retry until the controls answer.
  await expect
    .poll(() => page.evaluate(() => (window.__mock ? (window.__mock.setOddsStream(false), true) : false)).catch(() => false))
    .toBe(true);
  await closeApkBar(page);

  const best = page.getByTestId('runner-3001011').locator('button[data-side="back"][data-level="0"]');
  const shown = /^Back India at ([\d.]+),/.exec((await best.getAttribute('aria-label')) ?? '')?.[1] ?? '';
  expect(shown).not.toBe('');
  await best.click();
  const slip = page.getByTestId('bet-slip');
  await slip.getByRole('textbox', { name: 'Stake' }).pressSequentially('1000');
  await slip.getByRole('button', { name: 'Place bet' }).click();
  await textInAppTime(page, slip.getByTestId('bet-outcome')).toContain('Bet matched');
  await expect(page.getByTestId('header-exposure')).toHaveText('1,000');

  // In the app (no reload): the account menu, then Market Analysis.
  await page.getByRole('link', { name: 'Account menu' }).click();
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Market Analysis' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Market Analysis' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByTestId('analysis-exposure')).toHaveText('1,000');
  await expect(page.getByTestId('header-exposure')).toHaveText('1,000');

  const event = main.getByRole('region', { name: 'India v Australia' });
  const market = event.getByRole('article', { name: 'Match Odds' });
  const profit = (Math.round(1000 * (Number(shown) - 1) * 100) / 100).toLocaleString('en-IN');
  await expect(market.getByTestId('analysis-worst-case')).toHaveText(`Worst case: −1,000 (exposure 1,000) · Best case: +${profit}`);
  const table = market.getByRole('table', { name: 'Your result if each runner wins' });
  await expect(table.getByRole('row', { name: /If India wins/ })).toContainText(`+${profit}`);
  await expect(table.getByRole('row', { name: /If Australia wins \(worst case\)/ })).toContainText('−1,000');
  await expect(event.getByRole('link', { name: 'Go to the India v Australia markets' })).toHaveAttribute('href', '/markets/3001');
  await noSidewaysScroll(page);
  await expectNoAxeViolations(page);
});
