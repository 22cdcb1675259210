import { expect, test, type Locator, type Page } from './fixtures';
import { expectNoAxeViolations, openQuietMarket, PLAYERS, signInAs } from './support';

// A runner's ladder (issue 57) against the in-page mock, at 360 px and on a desktop: it opens on the
// last traded price, places a back and a lay through the slip it holds, shows the player's resting
// orders at their prices and cancels one with a click, by pointer and by keys.

test.describe.configure({ timeout: 180_000 });

const LADDER_TICKS = { up: 1, down: -1 } as const;

async function openLadder(page: Page): Promise<Locator> {
  await signInAs(page, PLAYERS.player1);
  await openQuietMarket(page, '/markets/3001/33001', { betDelayScale: 0 });
  await page.getByRole('button', { name: 'Ladder, India', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Ladder: India' });
  await expect(dialog.getByRole('grid', { name: 'Ladder of India' })).toBeVisible();
  // The book has come: money on both sides of the last traded price.
  await expect(dialog.getByRole('button', { name: /^Back at [0-9.]+, ₹[0-9.]+[km]? available$/ }).first()).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^Lay at [0-9.]+, ₹[0-9.]+[km]? available$/ }).first()).toBeVisible();
  return dialog;
}

/** The prices of the cells of one side that show money, highest first. */
async function pricesWithMoney(dialog: Locator, side: 'Back' | 'Lay'): Promise<number[]> {
  const names = await dialog
    .getByRole('button', { name: new RegExp(`^${side} at [0-9.]+, ₹[0-9.]+[km]? available$`) })
    .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('aria-label') ?? ''));
  return names.map((name) => Number(/at ([0-9.]+)/.exec(name)?.[1])).sort((a, b) => b - a);
}

/** The tick `ticks` above `price` (below when negative), read from the price column on screen. */
async function tickFrom(dialog: Locator, price: number, ticks: number): Promise<number> {
  const prices = await dialog.locator('[role="row"][data-row] [data-col="2"]').evaluateAll((cells) =>
    cells
      .map((cell) => ({
        row: Number(cell.closest('[data-row]')?.getAttribute('data-row')),
        price: Number(cell.textContent?.replace(/[^0-9.]/g, '')),
      }))
      .sort((a, b) => a.row - b.row)
      .map((cell) => cell.price),
  );
  return prices[prices.indexOf(price) - ticks] ?? Number.NaN;
}

/** The best prices a side, read from the cells with money. */
async function bestPrices(dialog: Locator): Promise<{ bestBack: number; bestLay: number }> {
  const bestBack = (await pricesWithMoney(dialog, 'Back'))[0] ?? Number.NaN;
  const bestLay = (await pricesWithMoney(dialog, 'Lay')).at(-1) ?? Number.NaN;
  expect(bestBack).toBeLessThan(bestLay);
  return { bestBack, bestLay };
}

test('a ladder opens on the last traded price, marked by more than colour, with the volume traded at each price', async ({ page }) => {
  const dialog = await openLadder(page);
  await expect(dialog.getByRole('gridcell', { name: /, last traded price$/ })).toBeVisible();
  await expect(dialog.getByTestId('ladder-last-traded')).toHaveText(/^Last traded: [0-9.]+$/);
  await expect(dialog.getByTestId('ladder-matched')).toHaveText(/^Matched: ₹[0-9,.]+$/);
  await expect(dialog.getByRole('gridcell', { name: /^Traded at [0-9.]+: ₹[0-9.]+[km]?$/ }).first()).toBeVisible();
  await bestPrices(dialog);
  await expectNoAxeViolations(page);
});

test('a back and a lay placed from the ladder rest at their prices, and a click on one cancels it', async ({ page }) => {
  const dialog = await openLadder(page);
  const { bestBack, bestLay } = await bestPrices(dialog);

  // A back above the best back rests: through the slip, with a stake typed there.
  const backAt = await tickFrom(dialog, bestBack, LADDER_TICKS.up);
  await dialog.getByRole('button', { name: new RegExp(`^Back at ${backAt}(,|$)`) }).click();
  const slip = dialog.getByTestId('bet-slip');
  await expect(slip.getByRole('textbox', { name: 'Odds' })).toHaveValue(String(backAt));
  await slip.getByRole('textbox', { name: 'Stake' }).fill('500');
  await slip.getByRole('button', { name: 'Place bet' }).click();
  await expect(slip.getByTestId('bet-outcome')).toContainText('Bet placed unmatched', { timeout: 15_000 });
  await expect(dialog.getByRole('button', { name: `Your back order at ${backAt}, ₹500, cancel` })).toBeVisible();

  // A lay below the best lay rests too, with the ladder's own stake.
  await dialog.getByRole('combobox', { name: 'Stake for a click' }).selectOption({ label: '10k' });
  const layAt = await tickFrom(dialog, bestLay, LADDER_TICKS.down);
  await dialog.getByRole('button', { name: new RegExp(`^Lay at ${layAt}(,|$)`) }).click();
  await expect(slip.getByRole('textbox', { name: 'Stake' })).toHaveValue('10000');
  await slip.getByRole('button', { name: 'Place bet' }).click();
  await expect(slip.getByTestId('bet-outcome')).toContainText('Bet placed unmatched', { timeout: 15_000 });
  await expect(dialog.getByRole('button', { name: `Your lay order at ${layAt}, ₹10k, cancel` })).toBeVisible();
  await expectNoAxeViolations(page);

  // A click on the player's own order cancels it, as Cancel in the open bets does.
  await dialog.getByRole('button', { name: `Your back order at ${backAt}, ₹500, cancel` }).click();
  await expect(dialog.getByRole('button', { name: /^Your back order at / })).toHaveCount(0);
  await expect(page.getByTestId('live-announcer')).toContainText(`Cancelled 500 unmatched of Back India at ${backAt}.`);
  await expect(dialog.getByRole('button', { name: `Your lay order at ${layAt}, ₹10k, cancel` })).toBeVisible();
  expect(await page.evaluate(() => window.__mock?.user('player1')?.openBets)).toBe(1);
});

test('beside the ladder, each runner’s profit or loss moves with a matched bet as the runner rows’ does', async ({ page }) => {
  const dialog = await openLadder(page);
  const { bestBack } = await bestPrices(dialog);
  await dialog.getByRole('button', { name: new RegExp(`^Back at ${bestBack}, `) }).click();
  const slip = dialog.getByTestId('bet-slip');
  await slip.getByRole('textbox', { name: 'Stake' }).fill('100');
  await slip.getByRole('button', { name: 'Place bet' }).click();
  await expect(slip.getByTestId('bet-outcome')).toContainText(`Back India (Match Odds): 100 matched at ${bestBack}.`, { timeout: 15_000 });
  const positions = dialog.getByTestId('ladder-positions');
  const won = (100 * (bestBack - 1)).toLocaleString('en-IN', { maximumFractionDigits: 2 });
  await expect(positions.getByRole('listitem').filter({ hasText: 'India' })).toContainText(`+${won}`);
  await expect(positions.getByRole('listitem').filter({ hasText: 'Australia' })).toContainText('−100');
  await expect(page.getByTestId('runner-3001011').getByTestId('position-3001011')).toContainText(`+${won}`);
});

test('the keys move a tick, a page and back home, and Enter places', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'a phone has no keyboard of this kind; the pointer test runs there');
  const dialog = await openLadder(page);
  const home = dialog.getByRole('gridcell', { name: /, last traded price$/ });
  const homePrice = Number((await home.getAttribute('aria-label'))?.split(',')[0]);
  await home.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.locator(':focus')).toHaveAttribute('aria-label', new RegExp(`^Back at ${homePrice}(,|$)`));
  await page.keyboard.press('ArrowUp');
  const above = await tickFrom(dialog, homePrice, LADDER_TICKS.up);
  await expect(page.locator(':focus')).toHaveAttribute('aria-label', new RegExp(`^Back at ${above}(,|$)`));
  await page.keyboard.press('PageDown');
  await page.keyboard.press('PageDown');
  await expect(page.locator(':focus')).not.toHaveAttribute('aria-label', new RegExp(`^Back at ${above}(,|$)`));
  await page.keyboard.press('Home');
  await expect(page.locator(':focus')).toHaveAttribute('aria-label', new RegExp(`^Back at ${homePrice}(,|$)`));
  await page.keyboard.press('Enter');
  await expect(dialog.getByTestId('bet-slip').getByRole('textbox', { name: 'Odds' })).toHaveValue(String(homePrice));
});
