import { expect, test, type Locator, type Page } from './fixtures';
import { expectNoAxeViolations, openQuietMarket, PLAYERS, signInAs } from './support';

// A runner's price chart (issue 57) against the in-page mock, at 360 px and on a desktop: it opens
// from its button, draws the runner's trades on a canvas, says them in words and as a table, and
// takes the trades the hub pushes while it is open.

test.describe.configure({ timeout: 120_000 });

const SUMMARY = /^Last traded price ([0-9.]+)\. First [0-9.]+, highest [0-9.]+, lowest [0-9.]+\. ₹[0-9,.]+ matched in ([0-9,]+) trades?\./;

async function openChart(page: Page): Promise<Locator> {
  await signInAs(page, PLAYERS.player1);
  await openQuietMarket(page, '/markets/3001/33001');
  await page.getByRole('button', { name: 'Chart, India', exact: true }).click();
  return page.getByRole('dialog', { name: 'Price chart: India' });
}

async function tradeCount(dialog: Locator): Promise<number> {
  const text = (await dialog.getByTestId('price-chart-summary').textContent()) ?? '';
  return Number(SUMMARY.exec(text)?.[2]?.replace(/,/g, '') ?? Number.NaN);
}

test('a chart draws the runner’s trades, says them in words and as a table, and takes new ones live', async ({ page }) => {
  const dialog = await openChart(page);
  await expect(dialog.getByTestId('price-chart-summary')).toHaveText(SUMMARY);

  // Drawn: a canvas the size of its box, with something on it.
  const canvas = dialog.getByTestId('price-chart-plot').locator('canvas');
  await expect(canvas).toBeVisible();
  const drawn = await canvas.evaluate((element: HTMLCanvasElement) => {
    const context = element.getContext('2d');
    const pixels = context?.getImageData(0, 0, element.width, element.height).data ?? new Uint8ClampedArray();
    let painted = 0;
    for (let index = 3; index < pixels.length; index += 4) if ((pixels[index] ?? 0) > 0) painted += 1;
    return { width: element.clientWidth, height: element.clientHeight, painted };
  });
  expect(drawn.width).toBeGreaterThan(250);
  expect(drawn.height).toBeGreaterThan(200);
  expect(drawn.painted).toBeGreaterThan(1000);
  await expectNoAxeViolations(page);

  // The data as a table: one row a price, and the newest trades.
  await dialog.getByRole('button', { name: 'Show as table' }).click();
  await expect(dialog.getByRole('button', { name: 'Hide table' })).toHaveAttribute('aria-expanded', 'true');
  const byPrice = dialog.getByRole('table', { name: 'Amount matched at each price' });
  await expect(byPrice.getByRole('row')).not.toHaveCount(0);
  const trades = dialog.getByRole('table', { name: /^(Trades, newest first|The newest 100 of [0-9,]+ trades)$/ });
  await expect(trades.getByRole('cell').first()).toHaveText(/IST|[0-9]{1,2}:[0-9]{2}:[0-9]{2}/);
  await expectNoAxeViolations(page);

  // The stream moves one in-play market a step, trading on it: its trades reach the open chart through the hub.
  const before = await tradeCount(dialog);
  expect(before).toBeGreaterThan(0);
  await expect
    .poll(
      async () => {
        await page.evaluate(() => {
          for (let step = 0; step < 20; step += 1) window.__mock?.stepOdds();
        });
        return tradeCount(dialog);
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThan(before);

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});
