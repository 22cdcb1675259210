import { expect, test, type Page } from './fixtures';
import { backAboveTheBest, goWithinTheApp, openBetIds, openQuietMarket, PLAYERS, signInAs } from './support';
import { tickUp } from '../../src/lib/exchange/ladder';

// Managing resting orders from open bets (our proposals Bet/ReplaceBet, Bet/CancelBet with a size,
// Bet/CancelMarketBets), in real Chromium against the in-page mock, on the desktop and on a 360 px
// phone: a resting back's odds changed through Replace, its stake lowered, and Cancel all on
// /current-bet. Each by keyboard, each announced.

const INDIA = 3001011;
// Event 1003 (upcoming): its first match-odds runner, Liverpool.
const LIVERPOOL = 1003011;

// A cold build with the mock on a busy 2-core machine: the first page load alone took a minute.
test.describe.configure({ timeout: 180_000 });

/** Opens a row's editor by keyboard: focus Edit, Enter. */
async function openEditor(page: Page, betId: number) {
  const row = page.getByTestId(`open-bet-${betId}`);
  const edit = row.getByRole('button', { name: /^Edit unmatched / });
  await edit.focus();
  await page.keyboard.press('Enter');
  await expect(edit).toHaveAttribute('aria-expanded', 'true');
  const editor = row.getByTestId('order-editor');
  await expect(editor).toBeVisible();
  // Usable at 360 px: the editor stays inside the viewport, nothing to scroll sideways.
  const box = await editor.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
  return editor;
}

test('a resting back has its odds changed through Replace: one call, same persistence, announced', async ({ page }) => {
  await signInAs(page, PLAYERS.player1);
  await openQuietMarket(page, '/markets/3001/33001', { betDelayScale: 0 });
  const asked = await backAboveTheBest(page, INDIA, '500', 'Keep');
  const [betId] = await openBetIds(page);
  if (betId === undefined) throw new Error('the bet is not open');
  const newOdds = String(tickUp(tickUp(Number(asked))));

  await page.getByRole('tab', { name: 'Open bets (1)' }).click();
  const editor = await openEditor(page, betId);
  // Tab reaches the new odds right after Edit; Enter sends them.
  await page.keyboard.press('Tab');
  const odds = editor.getByRole('textbox', { name: 'New odds' });
  await expect(odds).toBeFocused();
  await odds.fill(newOdds);
  await page.keyboard.press('Enter');

  await expect(page.getByTestId('live-announcer')).toContainText(`Moved 500 to ${newOdds}: rests unmatched. Exposure now 500.`);
  const ids = await openBetIds(page);
  expect(ids).toHaveLength(1);
  const [moved] = ids;
  expect(moved).not.toBe(betId);
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByTestId(`open-bet-${betId}`)).toHaveCount(0);
  const row = panel.getByTestId(`open-bet-${moved}`);
  await expect(row.getByTestId('unmatched-part')).toContainText(`Unmatched 500 at ${newOdds}`);
  await expect(row.getByTestId('bet-reference')).toHaveText(`Ref ${moved} · Unmatched part kept at in-play / suspend`);
  await expect(page.getByTestId('header-exposure')).toHaveText('500');
});

test('a resting back has its stake lowered on /current-bet: a partial cancel, announced', async ({ page }) => {
  await signInAs(page, PLAYERS.player1);
  await openQuietMarket(page, '/markets/3001/33001', { betDelayScale: 0 });
  const asked = await backAboveTheBest(page, INDIA, '500', 'Cancel at in-play / suspend');
  const [betId] = await openBetIds(page);
  if (betId === undefined) throw new Error('the bet is not open');

  await goWithinTheApp(page, '/current-bet');
  await expect(page.getByRole('heading', { level: 1, name: 'Current Bets' })).toBeVisible();
  const editor = await openEditor(page, betId);
  const stake = editor.getByRole('textbox', { name: /^Lower stake to/ });
  await stake.focus();
  await page.keyboard.type('200');
  await page.keyboard.press('Enter');

  await expect(page.getByTestId('live-announcer')).toContainText(
    `Lowered Back India at ${asked} by 300: 200 rests unmatched. Exposure now 200.`,
  );
  const row = page.getByTestId(`open-bet-${betId}`);
  await expect(row.getByTestId('unmatched-part')).toContainText(`Unmatched 200 at ${asked}`);
  // Focus goes back to Edit when the editor closes.
  await expect(row.getByRole('button', { name: /^Edit unmatched / })).toBeFocused();
  await expect(page.getByTestId('header-exposure')).toHaveText('200');
  expect(await page.evaluate(() => window.__mock?.user('player1'))).toMatchObject({ exposure: 200, openBets: 1 });
});

test('Cancel all on /current-bet cancels the unmatched bets of every market', async ({ page }) => {
  await signInAs(page, PLAYERS.player1);
  await openQuietMarket(page, '/markets/3001/33001', { betDelayScale: 0 });
  await backAboveTheBest(page, INDIA, '500', 'Cancel at in-play / suspend');
  await goWithinTheApp(page, '/markets/1003');
  await expect(page.getByTestId(`runner-${LIVERPOOL}`)).toBeVisible({ timeout: 30_000 });
  await backAboveTheBest(page, LIVERPOOL, '300', 'Keep');
  await expect(page.getByTestId('header-exposure')).toHaveText('800');

  await goWithinTheApp(page, '/current-bet');
  const cancelAll = page.getByRole('button', { name: 'Cancel all unmatched bets (2 markets)' });
  await cancelAll.focus();
  await page.keyboard.press('Enter');

  await expect(page.getByTestId('live-announcer')).toContainText('Cancelled all 2 unmatched bets (800).');
  await expect(page.getByText('You have no open bets.')).toBeVisible();
  await expect(cancelAll).toHaveCount(0);
  expect(await page.evaluate(() => window.__mock?.user('player1'))).toMatchObject({ exposure: 0, openBets: 0 });
});
