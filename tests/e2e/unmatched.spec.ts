import { expect, test, type Page } from './fixtures';
import { ANY_WIDTH, expectNoAxeViolations, openQuietMarket, PLAYERS, signInAs } from './support';

// Unmatched bets (our proposal for the backend team) in real Chromium against the in-page mock: a back
// asked above the best price rests unmatched, counts its stake in exposure, and is cancelled from
// the open bets; a resting bet that the market reaches is matched and the player sees and hears it
// without a reload.

const INDIA = 3001011;

// A cold production build with the mock on a busy 2-core machine: the first page load alone took a minute.
test.describe.configure({ timeout: 180_000 });

/** Opens the slip on India's best back and asks one tick more; answers the price asked. */
async function askAboveTheBest(page: Page): Promise<string> {
  const best = page.getByTestId(`runner-${INDIA}`).locator('button[data-side="back"][data-level="0"]');
  await best.click();
  const slip = page.getByTestId('bet-slip');
  const odds = slip.getByRole('textbox', { name: 'Odds' });
  const shown = await odds.inputValue();
  await slip.getByRole('button', { name: 'Raise odds by one tick' }).click();
  await expect(odds).not.toHaveValue(shown);
  await expect(slip.getByTestId('may-rest-unmatched')).toHaveText('Part of this bet may not be matched at once');
  return odds.inputValue();
}

async function placeUnmatched(page: Page, stake: string): Promise<string> {
  const asked = await askAboveTheBest(page);
  const slip = page.getByTestId('bet-slip');
  await slip.getByRole('textbox', { name: 'Stake' }).pressSequentially(stake);
  await slip.getByRole('button', { name: 'Place bet' }).click();
  const outcome = slip.getByTestId('bet-outcome');
  await expect(outcome).toContainText('Bet placed unmatched', { timeout: 15_000 });
  await expect(outcome).toContainText(`nothing matched yet; ${Number(stake).toLocaleString('en-IN')} rests unmatched at ${asked}`);
  return asked;
}

test('a back above the best price rests unmatched and is cancelled, and the exposure goes back', async ({ page }) => {
  await signInAs(page, PLAYERS.player1);
  await openQuietMarket(page, '/markets/3001/33001', { betDelayScale: 0 });
  await expect(page.getByTestId('header-exposure')).toHaveText('0');

  const asked = await placeUnmatched(page, '500');
  // An unmatched back counts its stake in exposure.
  await expect(page.getByTestId('header-exposure')).toHaveText('500');
  expect(await page.evaluate(() => window.__mock?.user('player1')?.exposure)).toBe(500);

  await page.getByRole('tab', { name: 'Open bets (1)' }).click();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByTestId('matched-part')).toHaveText('Matched: nothing yet');
  await expect(panel.getByTestId('unmatched-part')).toContainText(`Unmatched 500 at ${asked}`);
  await expect(panel.getByRole('button', { name: /^Cancel all unmatched bets on Match Odds/ })).toBeVisible();
  await expectNoAxeViolations(page);

  await panel.getByRole('button', { name: `Cancel unmatched 500 of Back India at ${asked}` }).click();
  await expect(page.getByTestId('header-exposure')).toHaveText('0');
  await expect(panel.getByText('You have no matched bets.')).toBeVisible();
  expect(await page.evaluate(() => window.__mock?.user('player1'))).toMatchObject({ exposure: 0, openBets: 0 });
});

test('a resting bet that the market reaches is matched while the player watches, and announced', ANY_WIDTH, async ({ page }) => {
  await signInAs(page, PLAYERS.player1);
  await openQuietMarket(page, '/markets/3001/33001', { betDelayScale: 0 });
  const asked = await placeUnmatched(page, '100');
  await page.getByRole('tab', { name: 'Open bets (1)' }).click();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByTestId('unmatched-part')).toContainText(`Unmatched 100 at ${asked}`);

  // The market moves up to the asked price (as the price stream would): the hub pushes BetMatched.
  await page.evaluate(({ runnerId, price }) => window.__mock?.setRunnerPrice(runnerId, price), { runnerId: INDIA, price: Number(asked) });
  await expect(panel.getByTestId('matched-part')).toHaveText(`Matched 100 at average odds ${asked}`);
  await expect(panel.getByTestId('unmatched-part')).toHaveCount(0);
  await expect(page.getByTestId('live-announcer')).toContainText(
    `Bet matched: Back India, 100 more matched; 100 matched in all at an average of ${asked}. Fully matched.`,
  );
  // Matched, the back is counted by position: India losing costs the stake.
  await expect(page.getByTestId('header-exposure')).toHaveText('100');
});
