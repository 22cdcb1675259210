import { expect, test, type Locator, type Page } from './fixtures';
import { amountOf, ANY_WIDTH, expectNoAxeViolations, openQuietMarket, PLAYERS, signInAs } from './support';

// Cash out and the fancy book, in real Chromium against the mock in the page: cash out levels player2's
// seeded match-odds book (back India 2000 @ 1.85, lay Australia 1000 @ 2.14), the fancy book shows
// player2's offsetting Yes 53 / No 52 on "6 Over Runs IND" run by run, and one-click betting places
// exactly one bet.

const INDIA = 3001011;
const AUSTRALIA = 3001012;
const MARKETS = '/markets/3001/33001';

// Several page loads, a dialog or two and axe on a shared 2-core machine (load 17 here at times).
test.describe.configure({ timeout: 240_000 });

/** A runner's current position on the market page (the what-if figure before any arrow). */
async function positionOf(page: Page, runnerId: number): Promise<number> {
  return amountOf(await page.getByTestId(`position-${runnerId}`).locator('[data-sign]').first().innerText());
}

function rowOf(table: Locator, runs: number): Locator {
  return table.getByRole('row').filter({ has: table.page().getByRole('cell', { name: String(runs), exact: true }) });
}

test('cash out quotes one bet that leaves the same profit whatever the result, and places it', async ({ page }) => {
  await signInAs(page, PLAYERS.player2);
  await openQuietMarket(page, MARKETS, { betDelayScale: 0 });
  await expect(page.getByTestId(`position-${INDIA}`)).toContainText('+2,700');
  await expect(page.getByTestId(`position-${AUSTRALIA}`)).toContainText('−3,140');

  await page.getByRole('region', { name: 'Match Odds' }).getByRole('button', { name: 'Cash out', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Cash out: Match Odds' });
  const quote = dialog.getByTestId('cash-out-quote');
  await expect(quote).toHaveText(/^Cash out: [+−]₹[\d,.]+ whatever the result$/);
  const quoted = amountOf(
    /([+−])₹([\d,.]+)/
      .exec(await quote.innerText())
      ?.slice(1)
      .join('') ?? 'NaN',
  );
  expect(Number.isFinite(quoted)).toBe(true);
  // Ahead on India against Australia: the level-up is a lay of India.
  await expect(dialog).toContainText(/Lay India ₹[\d,.]+ at [\d.]+/);
  await expectNoAxeViolations(page);

  await dialog.getByRole('button', { name: 'Cash out' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('bet-slip').getByTestId('bet-outcome')).toContainText('Bet matched', { timeout: 15_000 });

  // The what-if figures: the same on both runners, and what the quote said (the stake is in paise,
  // so the two may differ by what a paisa of stake moves at these odds).
  await expect.poll(async () => Math.abs((await positionOf(page, INDIA)) - quoted), { timeout: 15_000 }).toBeLessThanOrEqual(0.02);
  expect(Math.abs((await positionOf(page, AUSTRALIA)) - quoted)).toBeLessThanOrEqual(0.02);
  // Nothing left to cash out.
  await expect(page.getByRole('region', { name: 'Match Odds' }).getByRole('button', { name: 'Cash out', exact: true })).toBeHidden();
});

test('a cash out follows the market while it is open: the quote changes with the book', ANY_WIDTH, async ({ page }) => {
  await signInAs(page, PLAYERS.player2);
  await openQuietMarket(page, MARKETS, { betDelayScale: 0 });
  const openBefore = await page.evaluate(() => window.__mock?.openBets('player2').length);

  await page.getByRole('region', { name: 'Match Odds' }).getByRole('button', { name: 'Cash out', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Cash out: Match Odds' });
  await expect(dialog.getByTestId('cash-out-quote')).toContainText('whatever the result');
  const quotedPrice = Number(/ at ([\d.]+), placed now/.exec(await dialog.innerText())?.[1]);
  const quotedText = await dialog.getByTestId('cash-out-quote').innerText();
  expect(quotedPrice).toBeGreaterThan(1);

  // The stream moves on (one move at a time) until India's lay is dearer than quoted, or India stops
  // taking bets: either way the quote no longer holds.
  const lay = page.getByTestId(`runner-${INDIA}`).locator('button[data-side="lay"][data-level="0"]');
  await expect
    .poll(
      async () => {
        const now = Number(/ at ([\d.]+),/.exec((await lay.getAttribute('aria-label')) ?? '')?.[1]);
        if (now > quotedPrice || (await lay.isDisabled())) return true;
        // Twenty moves at a time: each picks one of the live markets, India's only now and then.
        await page.evaluate(() => {
          for (let move = 0; move < 20; move += 1) window.__mock?.stepOdds();
        });
        return false;
      },
      { timeout: 90_000, intervals: [250] },
    )
    .toBe(true);
  // The dialog quotes the book as it is now: the new price, or why there is no cash out.
  // India stopped: no cash out, or one quoted on Australia instead.
  if (await lay.isDisabled()) await expect(dialog.getByTestId('cash-out-quote')).not.toHaveText(quotedText);
  else {
    // A lay walks up the book: the price asked is the dearest level walked, never below the best now.
    const best = Number(/ at ([\d.]+),/.exec((await lay.getAttribute('aria-label')) ?? '')?.[1]);
    await expect.poll(async () => Number(/ at ([\d.]+), placed now/.exec(await dialog.innerText())?.[1])).toBeGreaterThanOrEqual(best);
    await expect(dialog.getByTestId('cash-out-quote')).not.toHaveText(quotedText);
  }
  await expect(dialog).toBeVisible();
  expect(await page.evaluate(() => window.__mock?.openBets('player2').length)).toBe(openBefore);
});

const rupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2, minimumFractionDigits: 0 });
const round2 = (value: number) => Math.round(value * 100) / 100;

/** Sets the sizes of India's three lay levels and waits until the page shows them (a phone shows the
 * best level only: the others are not on screen there); their prices. */
async function setIndiaLays(page: Page, sizes: readonly number[]): Promise<number[]> {
  // The best level last: the hub's updates arrive in order, so once it shows, the deeper ones are in.
  const prices = await page.evaluate((all) => {
    const set = (level: number) => window.__mock?.setLevelSize(3001011, 'lay', level, all[level] ?? 0) ?? 0;
    return all
      .map((_, level) => all.length - 1 - level)
      .map(set)
      .reverse();
  }, sizes);
  for (const [level, size] of sizes.entries()) {
    const button = page.getByTestId(`runner-${INDIA}`).locator(`button[data-side="lay"][data-level="${level}"]`);
    if (level > 0 && !(await button.isVisible())) continue;
    // As the button shows a size: 500, 5k.
    const shown = size >= 1000 ? `${size / 1000}k` : String(size);
    await expect(button).toHaveAttribute(
      'aria-label',
      new RegExp(` at ${String(prices[level]).replace('.', '\\.')}, ${shown} available$`),
      { timeout: 15_000 },
    );
  }
  return prices;
}

test('cash out of 50 % on a book whose best level holds less than needed quotes the walk level by level and places it', async ({
  page,
}) => {
  await signInAs(page, PLAYERS.player2);
  await openQuietMarket(page, MARKETS, { betDelayScale: 0 });
  await expect(page.getByTestId(`position-${INDIA}`)).toContainText('+2,700');
  await expect(page.getByTestId(`position-${AUSTRALIA}`)).toContainText('−3,140');
  const [p0 = 0, p1 = 0] = await setIndiaLays(page, [500, 5000, 5000]);

  // India +2,700 against Australia −3,140: half the gap of 5,840 is 2,920. 500 at the best lay closes
  // 500·p0 of it; the next level takes the rest.
  const s1 = round2((2920 - 500 * p0) / p1);
  const stake = round2(500 + s1);
  const profit = round2(-1570 + stake);
  const market = page.getByRole('region', { name: 'Match Odds' });
  // The value on the market: a full cash out's, with its sign and word.
  await expect(market.getByTestId(/^cash-out-value-/)).toHaveText(/^Cash out value [+−]₹[\d,.]+ (profit|loss)$/);

  await market.getByRole('button', { name: 'Cash out', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Cash out: Match Odds' });
  await dialog.getByText('50%', { exact: true }).click();
  const sign = profit > 0 ? '+' : profit < 0 ? '−' : '';
  await expect(dialog.getByTestId('cash-out-quote')).toHaveText(
    `Cash out 50%: ${sign}₹${rupees.format(Math.abs(profit))} whatever the result; the rest of your position stays as it is`,
  );
  await expect(dialog).toContainText(`Lay India ₹${rupees.format(stake)} at ${p1}, placed now at the current prices.`);
  await expect(dialog.getByTestId('cash-out-walk')).toContainText(`₹500 at ${p0}, then ₹${rupees.format(s1)} at ${p1}`);
  // The book takes all of it now: there is nothing to choose.
  await expect(dialog.getByTestId('cash-out-rest')).toHaveCount(0);
  // Half the position stays riding.
  await expect(dialog.getByTestId('cash-out-left')).toContainText('+₹1,350 profit if India wins');
  await expect(dialog.getByTestId('cash-out-left')).toContainText('−₹1,570 loss if Australia wins');
  await expectNoAxeViolations(page);

  await page.evaluate(() => window.__mock?.clearRequests());
  await dialog.getByRole('button', { name: 'Cash out' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('bet-slip').getByTestId('bet-outcome')).toContainText(`Bet matched`, { timeout: 15_000 });
  await expect(page.getByTestId('bet-slip').getByTestId('bet-outcome')).toContainText(`${rupees.format(stake)} matched`);
  expect(await page.evaluate(() => window.__mock?.requestCount('PlaceBet'))).toBe(1);
  // What is locked plus what is left riding, on each runner.
  await expect.poll(async () => Math.abs((await positionOf(page, INDIA)) - (1350 + profit)), { timeout: 15_000 }).toBeLessThanOrEqual(0.05);
  expect(Math.abs((await positionOf(page, AUSTRALIA)) - (-1570 + profit))).toBeLessThanOrEqual(0.05);
});

test('a book too thin for the cash out: the rest is the player\'s stated choice; "do not send it" places only what the book holds', async ({
  page,
}) => {
  await signInAs(page, PLAYERS.player2);
  await openQuietMarket(page, MARKETS, { betDelayScale: 0 });
  await expect(page.getByTestId(`position-${INDIA}`)).toContainText('+2,700');
  const prices = await setIndiaLays(page, [300, 200, 100]);
  const held = 600;

  const market = page.getByRole('region', { name: 'Match Odds' });
  await expect(market.getByTestId(/^cash-out-value-/)).toContainText('(the book takes part now)');
  await market.getByRole('button', { name: 'Cash out', exact: true }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Cash out: Match Odds' });
  await expect(dialog.getByTestId('cash-out-walk')).toContainText(`It takes ₹${held} of ₹`);
  await expect(dialog.getByTestId('cash-out-walk')).toContainText(
    `₹300 at ${prices[0]}, then ₹200 at ${prices[1]}, then ₹100 at ${prices[2]}`,
  );
  const confirm = dialog.getByRole('button', { name: 'Cash out' });
  await expect(confirm).toBeDisabled();
  await expect(dialog.getByTestId('cash-out-choose')).toHaveText('Choose what happens to the rest, then cash out.');
  await expect(dialog.getByRole('radio', { name: /^Leave it unmatched at / })).toBeVisible();
  await expectNoAxeViolations(page);

  // By keyboard: the choice, then the button.
  const refuse = dialog.getByRole('radio', { name: /^Do not send it: cash out \d+% now for [+−]₹[\d,.]+ whatever the result$/ });
  await refuse.focus();
  await page.keyboard.press('Space');
  await expect(refuse).toBeChecked();
  await expect(confirm).toBeEnabled();
  await expect(dialog).toContainText(`Lay India ₹${held} at ${prices[2]}, placed now at the current prices.`);
  await page.evaluate(() => window.__mock?.clearRequests());
  await confirm.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('bet-slip').getByTestId('bet-outcome')).toContainText(`Bet matched`, { timeout: 15_000 });
  expect(await page.evaluate(() => window.__mock?.requestCount('PlaceBet'))).toBe(1);
  // Only what the book held was sent, all of it matched level by level: nothing rests.
  const liability = (prices[0] ?? 0) * 300 + (prices[1] ?? 0) * 200 + (prices[2] ?? 0) * 100 - held;
  await expect
    .poll(async () => Math.abs((await positionOf(page, INDIA)) - (2700 - liability)), { timeout: 15_000 })
    .toBeLessThanOrEqual(0.05);
  expect(Math.abs((await positionOf(page, AUSTRALIA)) - (-3140 + held))).toBeLessThanOrEqual(0.05);
  await page.getByRole('tab', { name: /^Open bets/ }).click();
  await expect(page.getByRole('tabpanel').getByTestId('unmatched-part')).toHaveCount(0);
});

test("the fancy book shows player2's Yes 53 / No 52 run by run, from the market and from open bets", async ({ page }) => {
  await signInAs(page, PLAYERS.player2);
  await openQuietMarket(page, MARKETS, { betDelayScale: 0 });

  await page.getByRole('button', { name: 'Book of 6 Over Runs IND' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book: 6 Over Runs IND' });
  const table = dialog.getByRole('table');
  // Yes 53 and No 52 at 100 for 500 each: both lose on exactly 52 runs, and offset everywhere else.
  await expect(rowOf(table, 52)).toContainText('−1,000');
  await expect(rowOf(table, 51)).toContainText('0');
  await expect(rowOf(table, 53)).toContainText('0');
  await expect(rowOf(table, 51).getByRole('cell').nth(1)).toHaveText('0');
  await expect(rowOf(table, 53).getByRole('cell').nth(1)).toHaveText('0');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('tab', { name: /^Open bets/ }).click();
  const panel = page.getByRole('tabpanel');
  // One book per line, though the line has two bets.
  await expect(panel.getByRole('button', { name: 'Book of 6 Over Runs IND' })).toHaveCount(1);
  await panel.getByRole('button', { name: 'Book of 6 Over Runs IND' }).click();
  await expect(rowOf(dialog.getByRole('table'), 52).getByRole('cell').nth(1)).toHaveText('−1,000');
});

test('one-click betting is off by default; on, a price click places exactly one bet at the chosen stake', async ({ page }) => {
  await signInAs(page, PLAYERS.demo);
  await openQuietMarket(page, MARKETS, { betDelayScale: 0 });
  const oneClick = page.getByRole('switch', { name: 'One-click betting' });
  await expect(oneClick).not.toBeChecked();

  // Off: a click only fills the slip.
  const best = page.getByTestId(`runner-${INDIA}`).locator('button[data-side="back"][data-level="0"]');
  await best.click();
  await expect(page.getByTestId('bet-slip').getByRole('textbox', { name: 'Stake' })).toHaveValue('');
  await page.getByTestId('bet-slip').getByRole('button', { name: 'Remove selection' }).click();

  await oneClick.check();
  const stake = page.getByRole('textbox', { name: 'One-click stake' });
  await stake.fill('500');
  await stake.blur();
  await page.evaluate(() => window.__mock?.clearRequests());
  const shown = /^Back India at ([\d.]+),/.exec((await best.getAttribute('aria-label')) ?? '')?.[1];
  await best.click();
  const slip = page.getByTestId('bet-slip');
  await expect(slip.getByTestId('bet-outcome')).toContainText(`500 matched at ${shown ?? ''}`, { timeout: 15_000 });
  expect(await page.evaluate(() => window.__mock?.requestCount('PlaceBet'))).toBe(1);
  expect(await page.evaluate(() => window.__mock?.openBets('demo').length)).toBe(1);
  await expectNoAxeViolations(page);

  // Kept for this player across a reload.
  await page.reload();
  await expect(page.getByRole('switch', { name: 'One-click betting' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'One-click stake' })).toHaveValue('500');
});
