import { expect, test, type Page } from './fixtures';
import { clearFaults, expectNoAxeViolations, openQuietMarket, PLAYERS, textInAppTime, signInAs } from './support';

// The in-play delay as the player meets it (docs/domain.md "Bet delay"), in real Chromium against the
// mock in the page with its 5 s delay on India v Australia's match odds: the slip says before
// placing whether the bet waits, counts the wait down, places a bet that does not cross the best price
// at once, and says what a bet matched at better odds than asked gained. The page's clock is
// Playwright's: the delay and the slow answers pass in the page's time (textInAppTime).

const INDIA = 3001011;

// Three axe runs on a busy 2-core machine.
test.describe.configure({ timeout: 180_000 });

async function openIndiaBack(page: Page): Promise<{ shown: number }> {
  await page.clock.install();
  await signInAs(page, PLAYERS.demo);
  await openQuietMarket(page, '/markets/3001/33001', { betDelayScale: 1 });
  const best = page.getByTestId(`runner-${INDIA}`).locator('button[data-side="back"][data-level="0"]');
  const shown = Number(/^Back India at ([\d.]+),/.exec((await best.getAttribute('aria-label')) ?? '')?.[1]);
  expect(shown).toBeGreaterThan(1);
  await best.click();
  return { shown };
}

test('a bet at better odds than the book waits the delay, counts it down, and says what it gained', async ({ page }) => {
  const { shown } = await openIndiaBack(page);
  const slip = page.getByTestId('bet-slip');
  await expect(slip.getByTestId('bet-delay-note')).toHaveText('Waits 5 s before it can match (in-play)');

  await slip.getByRole('button', { name: 'Lower odds by one tick' }).click();
  const asked = Number(await slip.getByRole('textbox', { name: 'Odds' }).inputValue());
  expect(asked).toBeLessThan(shown);
  await expect(slip.getByTestId('bet-delay-note')).toHaveText('Waits 5 s before it can match (in-play)');
  await slip.getByRole('textbox', { name: 'Stake' }).pressSequentially('500');
  await expectNoAxeViolations(page);

  // The answer comes 8 s after the 5 s delay, in the page's time: the countdown stays while it is read.
  await page.evaluate(() => window.__mock?.setFaults([{ match: '/Bet/PlaceBetV2', kind: 'latency', ms: 8000 }]));
  // Recorded in the page with the page's time: a loaded machine's test runner may look only seconds later.
  await page.evaluate(() => {
    const seen: { words: string; at: number }[] = [];
    Object.assign(window, { countdownSeen: seen });
    new MutationObserver(() => {
      const words = document.querySelector('[data-testid="bet-delay"]')?.textContent ?? '';
      if (words && seen.at(-1)?.words !== words) seen.push({ words, at: Date.now() });
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await slip.getByRole('button', { name: 'Place bet' }).click();
  const countdown = slip.getByTestId('bet-delay');
  await expect(countdown).toHaveAttribute('role', 'status');
  await expect(slip.getByRole('button', { name: 'Place bet' })).toBeDisabled();
  await expect(countdown).toContainText(/Please wait\.\.\. [0-4]/);
  await expectNoAxeViolations(page);

  const outcome = slip.getByTestId('bet-outcome');
  await textInAppTime(page, outcome).toContain('Bet matched');
  const seen = await page.evaluate(() => (window as unknown as { countdownSeen: { words: string; at: number }[] }).countdownSeen);
  // Shown (the digit) and said (the hidden words), from 5 down to 0 over five seconds of the page's time
  // (a busy page may render two ticks as one; textInAppTime's jumps blur each end by a fraction).
  const ticks = seen.flatMap(({ words, at }) => {
    const [, shownDigit, said] = /Please wait\.\.\. (\d)(\d+) seconds left/.exec(words) ?? [];
    return shownDigit === said ? [{ left: Number(said), at }] : [];
  });
  const lefts = ticks.map(({ left }) => left);
  expect(lefts[0]).toBe(5);
  expect(lefts).toContain(4);
  expect(lefts.at(-1)).toBe(0);
  expect(lefts).toEqual([...lefts].sort((a, b) => b - a));
  const span = (ticks.at(-1)?.at ?? 0) - (ticks[0]?.at ?? 0);
  expect(span).toBeGreaterThanOrEqual(4_500);
  expect(span).toBeLessThanOrEqual(8_000);
  await clearFaults(page);
  const gain = Math.round(500 * (shown - asked) * 100) / 100;
  await expect(outcome.getByTestId('best-execution')).toHaveText(
    `Asked ${asked.toFixed(2)}, matched ${shown.toFixed(2)} on ₹500 (best execution: ₹${gain.toLocaleString('en-IN')} more profit)`,
  );
  await expectNoAxeViolations(page);
});

test('a bet that does not cross the best price is placed at once and rests', async ({ page }) => {
  await openIndiaBack(page);
  const slip = page.getByTestId('bet-slip');
  await slip.getByRole('button', { name: 'Raise odds by one tick' }).click();
  await expect(slip.getByTestId('bet-delay-note')).toHaveText('Placed at once: it does not cross the best price');
  await slip.getByRole('textbox', { name: 'Stake' }).pressSequentially('500');
  await expectNoAxeViolations(page);

  // A slow answer (5 s of the page's time) keeps the slip placing long enough to read it: no countdown, as the bet is not held.
  // How soon the mock answers is timed in tests/integration/mock-passive-delay.test.ts.
  await page.evaluate(() => window.__mock?.setFaults([{ match: '/Bet/PlaceBetV2', kind: 'latency', ms: 5000 }]));
  await slip.getByRole('button', { name: 'Place bet' }).click();
  await expect(slip.getByTestId('bet-delay')).toContainText('Your bet is being processed.');
  await expect(slip.getByTestId('bet-delay')).not.toContainText('Please wait');
  await textInAppTime(page, slip.getByTestId('bet-outcome')).toContain('Bet placed unmatched');
  await clearFaults(page);
  await expect(slip.getByTestId('bet-outcome').getByTestId('best-execution')).toHaveCount(0);
  await expectNoAxeViolations(page);
});
