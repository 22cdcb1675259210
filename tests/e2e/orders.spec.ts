import { expect, test } from './fixtures';
import { ANY_WIDTH, backAboveTheBest, openBetIds, openQuietMarket, PLAYERS, signInAs } from './support';

// Orders that live as on an exchange (our proposal for the backend team), in real Chromium against
// the in-page mock: another player takes part of a resting back (window.__mock.matchAgainst) and the
// open bets show its reference, what matched at what average and what still rests; the market
// suspends (window.__mock.setMarketStatus) and a bet placed to cancel lapses, its exposure comes back
// and the player hears it, while a bet placed to be kept rests on.

const INDIA = 3001011;
const MATCH_ODDS = 300101;

// A cold production build with the mock on a busy 2-core machine: the first page load alone took a minute.
test.describe.configure({ timeout: 180_000 });

test(
  'a back above the best price rests, then another player takes part of it: matched, average odds and what rests',
  ANY_WIDTH,
  async ({ page }) => {
    await signInAs(page, PLAYERS.player1);
    await openQuietMarket(page, '/markets/3001/33001', { betDelayScale: 0 });
    const asked = await backAboveTheBest(page, INDIA, '500', 'Cancel at in-play / suspend');
    await expect(page.getByTestId('header-exposure')).toHaveText('500');
    const [betId] = await openBetIds(page);
    if (betId === undefined) throw new Error('the bet is not open');

    await page.getByRole('tab', { name: 'Open bets (1)' }).click();
    const panel = page.getByRole('tabpanel');
    const row = panel.getByTestId(`open-bet-${betId}`);
    await expect(row.getByTestId('bet-reference')).toHaveText(`Ref ${betId} · Unmatched part cancelled at in-play / suspend`);
    await expect(row.getByTestId('matched-part')).toHaveText('Matched: nothing yet');

    // Another player lays 200 against it at the asked odds: the hub pushes BetMatched.
    await page.evaluate(({ id }) => window.__mock?.matchAgainst(id, 200), { id: betId });
    await expect(row.getByTestId('matched-part')).toHaveText(`Matched 200 at average odds ${asked}`);
    await expect(row.getByTestId('unmatched-part')).toContainText(`Unmatched 300 at ${asked}`);
    await expect(page.getByTestId('live-announcer')).toContainText(
      `Bet matched: Back India, 200 more matched; 200 matched in all at an average of ${asked}. 300 still unmatched.`,
    );
    // The matched 200 is at risk by position, the resting 300 by its stake.
    await expect(page.getByTestId('header-exposure')).toHaveText('500');
  },
);

test('the market suspends: a bet placed to cancel lapses and its exposure comes back, a Keep bet rests on', ANY_WIDTH, async ({ page }) => {
  await signInAs(page, PLAYERS.player1);
  await openQuietMarket(page, '/markets/3001/33001', { betDelayScale: 0 });
  await backAboveTheBest(page, INDIA, '500', 'Cancel at in-play / suspend');
  const asked = await backAboveTheBest(page, INDIA, '300', 'Keep');
  await expect(page.getByTestId('header-exposure')).toHaveText('800');
  const [lapsing, kept] = await openBetIds(page);
  if (lapsing === undefined || kept === undefined) throw new Error('both bets should be open');

  await page.getByRole('tab', { name: 'Open bets (2)' }).click();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByTestId(`open-bet-${kept}`).getByTestId('bet-reference')).toHaveText(
    `Ref ${kept} · Unmatched part kept at in-play / suspend`,
  );

  const lapsed = await page.evaluate(({ marketId }) => window.__mock?.setMarketStatus(marketId, 'SUSPENDED'), { marketId: MATCH_ODDS });
  expect(lapsed).toEqual([lapsing]);
  await expect(page.getByTestId('live-announcer')).toContainText(
    'Your unmatched bet Back India lapsed: 500 cancelled because the market was suspended',
  );
  await expect(page.getByTestId('header-exposure')).toHaveText('300');
  await expect(panel.getByTestId(`open-bet-${lapsing}`)).toHaveCount(0);
  await expect(panel.getByTestId(`open-bet-${kept}`).getByTestId('unmatched-part')).toContainText(`Unmatched 300 at ${asked}`);
  expect(await page.evaluate(() => window.__mock?.user('player1'))).toMatchObject({ exposure: 300, openBets: 1 });
});
