import { expect, test, type Page } from './fixtures';
import { amountOf, expectNoAxeViolations, openQuietMarket, PLAYERS, signInAs } from './support';

// Automatic cash out (issue 58) in real Chromium against the mock in the page: player2's seeded
// match-odds book (back India 2000 @ 1.85, lay Australia 1000 @ 2.14: +2,700 / −3,140) levels up by
// laying India, so India's price moving in raises the cash-out value, and the mock's rules fire on it.

const INDIA = 3001011;
const AUSTRALIA = 3001012;
const MARKET_ID = 300101;
const MARKETS = '/markets/3001/33001';

test.describe.configure({ timeout: 240_000 });

/** India's best back at `bestBack`, its best lay one tick above it deep enough for any cash out, in
 * one go: the mock judges the rules once the page's script has finished (a microtask). */
async function moveIndia(page: Page, bestBack: number): Promise<void> {
  await page.evaluate(
    ({ runnerId, price }) => {
      window.__mock?.setRunnerPrice(runnerId, price);
      window.__mock?.setLevelSize(runnerId, 'lay', 0, 50_000);
    },
    { runnerId: INDIA, price: bestBack },
  );
}

/** A known book: India 1.9 / 1.91 and Australia 2.1 to back, both deep. Laying India levels the book
 * at 5,840 / 1.91 − 3,140 = −₹82.41, backing Australia at 2,700 − 5,840 / 2.1 = −₹80.95: the value
 * is the better, −₹80.95. */
async function knownBook(page: Page): Promise<void> {
  await page.evaluate(
    ({ india, australia }) => {
      window.__mock?.setRunnerPrice(india, 1.9);
      window.__mock?.setLevelSize(india, 'lay', 0, 50_000);
      window.__mock?.setRunnerPrice(australia, 2.1);
      window.__mock?.setLevelSize(australia, 'back', 0, 50_000);
    },
    { india: INDIA, australia: AUSTRALIA },
  );
}

async function positionOf(page: Page, runnerId: number): Promise<number> {
  return amountOf(await page.getByTestId(`position-${runnerId}`).locator('[data-sign]').first().innerText());
}

test('a take profit set on the market fires once the value reaches it, and closes the position', async ({ page }) => {
  await signInAs(page, PLAYERS.player2);
  await openQuietMarket(page, MARKETS, { betDelayScale: 0 });
  await knownBook(page);
  const market = page.getByRole('region', { name: 'Match Odds' });
  await expect(market.getByTestId(`cash-out-value-${MARKET_ID}`)).toHaveText('Cash out value −₹80.95 loss');

  await market.getByRole('button', { name: 'Auto cash out on Match Odds' }).click();
  const dialog = page.getByRole('dialog', { name: 'Automatic cash out: Match Odds' });
  // Where the rule is set: prices can jump past it, and what a cash out would get now.
  await expect(dialog.getByTestId('cash-out-rule-jump')).toContainText('Prices can jump past a line');
  await expect(dialog.getByTestId(`cash-out-rule-value-${MARKET_ID}`)).toHaveText('Cash out value −₹80.95 loss');
  await expectNoAxeViolations(page);

  // What is not an amount, and a line the value has already passed, are refused in the form, with
  // what was typed kept.
  const profitLine = dialog.getByLabel('Cash out automatically when the profit reaches ₹');
  const lossLine = dialog.getByLabel('Cash out automatically when the loss reaches ₹');
  await profitLine.fill('1.234');
  await lossLine.fill('50');
  await dialog.getByRole('button', { name: 'Set', exact: true }).click();
  await expect(profitLine).toHaveAccessibleDescription('Enter an amount as 500, 1,000 or 100.50 (at most two decimals).');
  await profitLine.fill('500');
  await dialog.getByRole('button', { name: 'Set', exact: true }).click();
  await expect(lossLine).toHaveAccessibleDescription('The cash-out value is already past that line');
  await expect(profitLine).toHaveValue('500');
  await lossLine.fill('');

  await dialog.getByRole('button', { name: 'Set', exact: true }).click();
  await expect(dialog).toBeHidden();
  const state = page.getByTestId(`cash-out-rule-${MARKET_ID}`);
  await expect(state).toHaveText('Automatic cash out when the profit reaches ₹500: waiting.');
  await expect(market.getByRole('button', { name: 'Change auto cash out on Match Odds' })).toBeVisible();

  // India comes in to 1.5 / 1.51: laying it levels at 5,840 / 1.51 − 3,140 = +₹727.55, past the line.
  await moveIndia(page, 1.5);
  const notice = page.getByRole('alert').filter({ hasText: 'Cashed out automatically' });
  await expect(notice).toContainText(
    /India v Australia, Match Odds: the profit reached ₹500\. Locked in \+\u2060₹[\d,.]+ profit on every result/,
    {
      timeout: 15_000,
    },
  );
  await expect(state).toHaveAttribute('data-state', 'FIRED');
  await expect(state).toContainText(/Locked in \+\u2060₹[\d,.]+ profit on every result \(Lay ₹[\d,.]+ at 1\.51\)\./);

  // The position is closed: the same on both runners, and nothing left to cash out.
  await expect
    .poll(async () => Math.abs((await positionOf(page, INDIA)) - (await positionOf(page, AUSTRALIA))), { timeout: 15_000 })
    .toBeLessThanOrEqual(0.02);
  expect(await positionOf(page, INDIA)).toBeGreaterThanOrEqual(500);
  await expect(market.getByRole('button', { name: 'Cash out', exact: true })).toBeHidden();
  await expect(market.getByRole('button', { name: /auto cash out/i })).toBeHidden();
  // Fired once: the mock keeps one rule, fired, and one cash-out bet.
  const rules = await page.evaluate(() => window.__mock?.cashOutRules('player2') ?? []);
  expect(rules.map((rule) => rule.state)).toEqual(['FIRED']);
  await expectNoAxeViolations(page);
});

test('a stop loss set in current bets can be changed and removed there', async ({ page }) => {
  await signInAs(page, PLAYERS.player2);
  await openQuietMarket(page, MARKETS, { betDelayScale: 0 });
  await knownBook(page);
  await page.goto('/current-bet');
  const event = page.getByRole('region', { name: 'India v Australia', exact: true });
  await expect(event.getByTestId(`cash-out-value-${MARKET_ID}`)).toContainText(/Cash out value [+−]₹[\d,.]+ (profit|loss)/, {
    // Each event's odds load for its value: three events on a busy 2-core machine.
    timeout: 60_000,
  });

  await event.getByRole('button', { name: 'Auto cash out on Match Odds' }).click();
  const dialog = page.getByRole('dialog', { name: 'Automatic cash out: Match Odds' });
  await dialog.getByLabel('Cash out automatically when the loss reaches ₹').fill('1,000');
  await dialog.getByRole('button', { name: 'Set', exact: true }).click();
  await expect(dialog).toBeHidden();
  const state = event.getByTestId(`cash-out-rule-${MARKET_ID}`);
  await expect(state).toHaveText('Automatic cash out when the loss reaches ₹1,000: waiting.');

  await event.getByRole('button', { name: 'Change auto cash out on Match Odds' }).click();
  await expect(dialog.getByLabel('Cash out automatically when the loss reaches ₹')).toHaveValue('1000');
  await dialog.getByLabel('Cash out automatically when the profit reaches ₹').fill('2000');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(state).toHaveText('Automatic cash out when the profit reaches ₹2,000 or the loss reaches ₹1,000: waiting.');
  await expectNoAxeViolations(page);

  await event.getByRole('button', { name: 'Change auto cash out on Match Odds' }).click();
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(dialog).toBeHidden();
  await expect(state).toHaveText('Automatic cash out removed.');
  await expect(event.getByRole('button', { name: 'Auto cash out on Match Odds' })).toBeVisible();
  const rules = await page.evaluate(() => window.__mock?.cashOutRules('player2') ?? []);
  expect(rules.map((rule) => [rule.state, rule.cancelReason])).toEqual([['CANCELLED', 'REMOVED']]);
});
