import { expect, test, type Page } from './fixtures';
import { PLAYERS, signInAs } from './support';

// Live balance and the connection's resilience, in real Chromium against the mock hub (MSW in the
// service worker speaking the SignalR protocol).

async function hubRegistered(page: Page, userName: string): Promise<void> {
  await expect.poll(() => page.evaluate((name) => window.__mock?.hubClients().some((client) => client.userName === name) ?? false, userName)).toBe(true);
}

test('the header balance and exposure move from the hub push, not a refetch', async ({ page }) => {
  await signInAs(page, PLAYERS.player1);
  await page.goto('/home');
  await expect(page.getByTestId('header-exposure')).toHaveText('0');
  await hubRegistered(page, 'player1');

  // From here on any refetch of open bets fails: only the push can change the header.
  await page.evaluate(() => window.__mock?.setFaults([{ match: 'GetUserOpenBets', kind: 'http500' }]));
  const placed = await page.evaluate(async () => {
    const headers = { Authorization: 'Bearer mock-at-2-0', 'Content-Type': 'application/json' };
    const odds = await (await fetch('https://api.exchange.example/Odds/GetUserOddsV2?eventId=1001', { headers })).json();
    const runner = odds.result.matchOdds.runners[0];
    const response = await fetch('https://api.exchange.example/Bet/PlaceBetV2', {
      method: 'POST',
      headers,
      body: JSON.stringify({ eventId: 1001, marketId: runner.marketId, runnerId: runner.id, type: 1, rate: runner.back[0].price, stake: 2500, fancyValue: 0, placeTime: null }),
    });
    return response.status;
  });
  expect(placed).toBe(200);
  await expect(page.getByTestId('header-exposure')).toHaveText('2,500');
  await expect(page.getByTestId('header-balance')).toHaveText('1,00,000');
});

test('a dropped connection shows reconnecting, then comes back live', async ({ page }, testInfo) => {
  await page.goto('/home');
  if (testInfo.project.name === 'phone') await page.getByRole('button', { name: 'Open sports menu' }).click();
  const indicator = page.getByTestId('live-indicator').locator('visible=true');
  await expect(indicator).toHaveText('Live');
  await page.evaluate(() => {
    // Refuse the next negotiations for a moment so 'Reconnecting…' is observable, then let it back.
    window.__mock?.setFaults([{ match: 'teslahub/negotiate', kind: 'http500', times: 1 }]);
    window.__mock?.dropHub();
  });
  await expect(indicator).toHaveText('Reconnecting…');
  await expect(indicator).toHaveText('Live', { timeout: 15_000 });
});

test('live prices can be paused and resumed (WCAG 2.2.2)', async ({ page }, testInfo) => {
  await page.goto('/home');
  if (testInfo.project.name === 'phone') await page.getByRole('button', { name: 'Open sports menu' }).click();
  const pause = page.getByRole('button', { name: 'Pause live prices' }).locator('visible=true');
  await pause.click();
  const resume = page.getByRole('button', { name: 'Resume live prices' }).locator('visible=true');
  await expect(resume).toHaveAttribute('aria-pressed', 'true');
  await resume.click();
  await expect(page.getByRole('button', { name: 'Pause live prices' }).locator('visible=true')).toHaveAttribute('aria-pressed', 'false');
});

test('prices move on an in-play market from the hub, with polling off while it is live', async ({ page }) => {
  await page.goto('/markets/3001/33001');
  await expect(page.getByRole('region', { name: 'Match Odds' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.__mock?.hubClients().length ?? 0)).toBeGreaterThan(0);
  const before = await page.evaluate(() => window.__mock?.requestCount('GetUserOddsV2') ?? -1);
  const prices = page.locator('[data-testid^="event-markets-"] button[data-side]');
  const snapshot = async () => (await prices.allTextContents()).join('|');
  const first = await snapshot();
  // The mock hub moves in-play prices every 1-2 s (README, "The hub").
  await expect.poll(snapshot, { timeout: 20_000 }).not.toBe(first);
  const after = await page.evaluate(() => window.__mock?.requestCount('GetUserOddsV2') ?? -1);
  expect(after - before).toBeLessThanOrEqual(1);
});
