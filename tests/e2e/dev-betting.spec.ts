import { expect, test, type Page } from './fixtures';
import { openHeaderModal, textInAppTime } from './support';

// Betting on the dev server (`npm start`): React runs every effect twice there (StrictMode), each
// screen's modules compile on first use, and the mock backend in the page has its in-play bet delay,
// which passes in the page's time (Playwright's clock). A price the player clicks must stay in the
// slip, whenever it was clicked.

const INDIA = 3001011;

// A cold dev server compiles each screen on first use, and an in-play bet waits its real delay: the
// two tests side by side on a busy 2-core machine took 90 s.
test.describe.configure({ timeout: 180_000 });

/** Signed in as the demo user from the header, on the in-play list. The prices stay as seeded from
 * the start (docs/mock-backend.md): the price clicked is the price the bet is matched at. */
async function demoPlayerOnInPlay(page: Page): Promise<void> {
  await page.clock.install();
  await page.addInitScript(() => sessionStorage.setItem('mockOddsStream', 'off'));
  await page.goto('/inplay');
  const login = await openHeaderModal(page, 'Log in', 'Log in');
  await login.getByRole('button', { name: 'Login as demo user' }).click();
  await expect(login).toBeHidden();
  await expect(page.getByTestId('header-balance')).toHaveText('1,00,000');
}

/** Places 1,000 from the slip at `price` and finds the bet under the market's Open bets tab. */
async function placeAndFindInOpenBets(page: Page, price: string): Promise<void> {
  const slip = page.getByTestId('bet-slip');
  await expect(slip.getByRole('textbox', { name: 'Odds' })).toHaveValue(price);
  await slip.getByRole('textbox', { name: 'Stake' }).pressSequentially('1000');
  await slip.getByRole('button', { name: 'Place bet' }).click();
  await expect(slip.getByTestId('bet-delay')).toContainText('Your bet is being processed.');
  await textInAppTime(page, slip.getByTestId('bet-outcome')).toContain(`1,000 matched at ${price}`);
  await page.getByRole('tab', { name: 'Open bets (1)' }).click();
  await expect(page.getByRole('tabpanel').getByText('Back India')).toBeVisible();
  await expect(page.getByRole('tabpanel')).toContainText(`@ ${price}`);
}

test('the demo player clicks a price the moment the in-play market shows, places the bet and sees it in open bets', async ({ page }) => {
  await demoPlayerOnInPlay(page);
  await page.getByRole('main').getByRole('link', { name: 'India v Australia' }).first().click();
  const best = page.getByTestId(`runner-${INDIA}`).locator('button[data-side="back"][data-level="0"]');
  await best.click({ timeout: 30_000 });
  const shown = /^Back India at ([\d.]+),/.exec((await best.getAttribute('aria-label')) ?? '')?.[1] ?? '';
  await placeAndFindInOpenBets(page, shown);
});

test('a price clicked on the in-play list is still in the slip when the player opens that match, and the bet placed from it is in open bets', async ({
  page,
}) => {
  await demoPlayerOnInPlay(page);
  const listBack = page.getByTestId(`list-runner-${INDIA}`).getByRole('button', { name: /^[\d.]+ Back, India$/ });
  await listBack.click({ timeout: 30_000 });
  const shown = /^([\d.]+) /.exec((await listBack.getAttribute('aria-label')) ?? '')?.[1] ?? '';
  const slip = page.getByTestId('bet-slip');
  await expect(slip.getByRole('textbox', { name: 'Odds' })).toHaveValue(shown);

  // Opening the match mounts the markets page, which StrictMode mounts twice on the dev server.
  await page.getByRole('main').getByRole('link', { name: 'India v Australia' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'India v Australia' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId(`runner-${INDIA}`)).toBeVisible();
  await expect(slip.getByRole('heading', { name: /India/ })).toBeVisible();
  await placeAndFindInOpenBets(page, shown);
});
