import { expect, test, type Page } from './fixtures';
import { ANY_WIDTH, builtChunk, E2E_DIST, expectNoAxeViolations, openQuietMarket, PLAYERS, signInAs, textInAppTime } from './support';

// Money actions with the browser offline, and a bet whose answer is lost during its delay, in real
// Chromium against the mock in the page. Offline, a bet, a cash out or a withdrawal fails at once
// with "You are offline: nothing was sent", nothing leaves when the connection returns, and the
// player is told both ways.

const MARKETS = '/markets/3001/33001';
const INDIA = 3001011;
const PLACE_BET = 'POST /Bet/PlaceBetV2';
const CREATE_REQUEST = 'POST /DepositWithdrawal/CreateRequestForDepositWithdrawal';
const OFFLINE = 'You are offline: nothing was sent';

// Page loads, a real 5 s bet delay and waits for nothing to happen on a shared 2-core machine.
test.describe.configure({ timeout: 120_000 });

const requests = (page: Page, match: string) => page.evaluate((operation) => window.__mock?.requestCount(operation), match);

/** Back online, a few seconds pass: a paused request would leave now. */
async function backOnline(page: Page): Promise<void> {
  await page.context().setOffline(false);
  await expect(page.getByRole('alert').filter({ hasText: 'You are back online.' })).toBeVisible();
  await expect(page.getByTestId('offline-notice')).toBeHidden();
  await page.waitForTimeout(3000);
}

test('offline, a bet fails at once, the slip unlocks, and nothing is sent when the connection returns', async ({ page }) => {
  await signInAs(page, PLAYERS.demo);
  await openQuietMarket(page, MARKETS, { betDelayScale: 0, clearRequests: true });
  await page.getByTestId(`runner-${INDIA}`).locator('button[data-side="back"][data-level="0"]').click();
  const slip = page.getByTestId('bet-slip');
  await slip.getByRole('textbox', { name: 'Stake' }).pressSequentially('1000');

  await page.context().setOffline(true);
  await expect(page.getByTestId('offline-notice')).toContainText('You are offline.');
  await slip.getByRole('button', { name: 'Place bet' }).click();
  await expect(slip.getByTestId('bet-outcome')).toContainText('Bet not placed');
  await expect(slip.getByTestId('bet-outcome')).toContainText(OFFLINE);
  // Unlocked, with what was typed.
  await expect(slip.getByRole('button', { name: 'Place bet' })).toBeEnabled();
  await expect(slip.getByRole('textbox', { name: 'Stake' })).toHaveValue('1000');
  await expectNoAxeViolations(page);

  await backOnline(page);
  expect(await requests(page, PLACE_BET)).toBe(0);
  expect(await page.evaluate(() => window.__mock?.user('demo')?.exposure)).toBe(0);
});

test('offline, a cash out fails at once and is not sent later', ANY_WIDTH, async ({ page }) => {
  await signInAs(page, PLAYERS.player2);
  await openQuietMarket(page, MARKETS, { betDelayScale: 0, clearRequests: true });
  const cashOut = page.getByRole('region', { name: 'Match Odds' }).getByRole('button', { name: 'Cash out', exact: true });
  await expect(cashOut).toBeVisible();
  // The slip places and reports a cash out: its code (the bet-slip chunk) comes with the button, before any click, so
  // a connection lost while the dialog is read cannot leave it unloadable.
  const slipCode = builtChunk(E2E_DIST, 'bet-slip').file;
  const slipCodeLoaded = () =>
    page.evaluate((file) => performance.getEntriesByType('resource').some((entry) => new URL(entry.name).pathname === file), slipCode);
  await expect.poll(slipCodeLoaded).toBe(true);
  await cashOut.click();
  const dialog = page.getByRole('dialog', { name: 'Cash out: Match Odds' });
  await expect(dialog.getByTestId('cash-out-quote')).toBeVisible();

  await page.context().setOffline(true);
  await dialog.getByRole('button', { name: 'Cash out' }).click();
  await expect(page.getByTestId('bet-slip').getByTestId('bet-outcome')).toContainText(OFFLINE);

  await backOnline(page);
  expect(await requests(page, PLACE_BET)).toBe(0);
  await expect(page.getByRole('region', { name: 'Match Odds' }).getByRole('button', { name: 'Cash out', exact: true })).toBeVisible();
});

test('offline, a withdrawal fails at once with the amount kept, and is not sent later', async ({ page }) => {
  await signInAs(page, PLAYERS.player2);
  await page.goto('/depositw/2');
  const form = page.getByRole('main').getByRole('form', { name: 'Withdraw' });
  await expect(form).toBeVisible({ timeout: 30_000 });
  await page.evaluate(() => window.__mock?.clearRequests());
  await form.getByLabel(/^Amount/).fill('10000');
  await form.getByLabel(/^Account holder name/).fill('Player Two');
  await form.getByLabel(/^Account number/).fill('001234567890');
  await form.getByLabel(/^IFSC code/).fill('HDFC0001234');

  await page.context().setOffline(true);
  await form.getByRole('button', { name: 'Submit withdrawal request' }).click();
  await expect(form.getByText(OFFLINE)).toBeVisible();
  await expect(form.getByLabel(/^Amount/)).toHaveValue('10000');
  await expectNoAxeViolations(page);

  await backOnline(page);
  expect(await requests(page, CREATE_REQUEST)).toBe(0);
  expect(await page.evaluate(() => window.__mock?.user('player2')?.balance)).toBe(130260);
});

test(
  'a bet whose answer is lost during its delay is found once the server takes it, never called "not placed"',
  ANY_WIDTH,
  async ({ page }) => {
    // The delay and the look-ups' polling pass in the page's time (Playwright's clock).
    await page.clock.install();
    await signInAs(page, PLAYERS.demo);
    await openQuietMarket(page, MARKETS, { betDelayScale: 1, clearRequests: true });
    await page.getByTestId(`runner-${INDIA}`).locator('button[data-side="back"][data-level="0"]').click();
    const slip = page.getByTestId('bet-slip');
    await slip.getByRole('textbox', { name: 'Stake' }).pressSequentially('1000');
    // The server holds the in-play bet for its 5 s delay; the answer is lost after half a second.
    await page.evaluate(() => window.__mock?.setFaults([{ match: '/Bet/PlaceBetV2', kind: 'network', after: true, ms: 500, times: 1 }]));
    await slip.getByRole('button', { name: 'Place bet' }).click();

    await expect(slip.getByTestId('bet-checking')).toHaveText('Checking whether your bet was placed…');
    await expect(slip.getByRole('button', { name: 'Place bet' })).toBeDisabled();
    const outcome = slip.getByTestId('bet-outcome');
    await textInAppTime(page, outcome).toContain('Bet placed');
    await expect(outcome).not.toContainText('not placed');
    expect(await requests(page, PLACE_BET)).toBe(1);
    expect(await page.evaluate(() => window.__mock?.user('demo')?.exposure)).toBe(1000);
  },
);
