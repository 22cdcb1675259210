import { expect, test, type Page } from './fixtures';
import { ANY_WIDTH, logIn, PLAYERS, signInAs, withFaults } from './support';

// Several tabs are one session: two pages of one browser context share localStorage,
// so they share the stored session. Each page has its own in-page mock backend; the mocks share the
// tokens they issue (mocks/browser.ts), as one real backend would.

// Two whole app pages per test, with logins and a fast-forwarded clock: on a busy 2-core machine that
// takes more than the default minute.
test.describe.configure({ timeout: 180_000 });

/** The players registered on this tab's mock hub (null: a visitor's connection). */
const hubUsers = (page: Page) => page.evaluate(() => (window.__mock?.hubClients() ?? []).map((client) => client.userName));

async function openSecondTab(page: Page, path: string): Promise<Page> {
  const other = await page.context().newPage();
  await other.goto(path);
  return other;
}

/** player1 on /home in tab A and in a second tab opened on `pathB`, with the context's clock installed. */
async function twoTabsOnClock(tabA: Page, pathB: string): Promise<Page> {
  await tabA.context().clock.install();
  await signInAs(tabA, PLAYERS.player1);
  await tabA.goto('/home');
  await expect(tabA.getByTestId('header-balance')).toHaveText('1,00,000');
  const tabB = await openSecondTab(tabA, pathB);
  await expect(tabB.getByTestId('header-balance')).toHaveText('1,00,000');
  return tabB;
}

/** 40 minutes: the player works in B every 8 minutes and never touches A; A never warns, both stay signed in. */
async function workInBForFortyMinutes(tabA: Page, tabB: Page): Promise<void> {
  for (let minute = 8; minute <= 40; minute += 8) {
    await tabA.context().clock.fastForward('08:00');
    await tabB.keyboard.press('Shift');
    await tabA.context().clock.runFor(2000);
    await expect(tabA.getByRole('dialog', { name: 'Are you still there?' }), `minute ${minute}`).toBeHidden();
    for (const tab of [tabA, tabB]) await expect(tab.getByTestId('header-balance'), `minute ${minute}`).toHaveText('1,00,000');
  }
}

test(
  'a logout in one tab signs the other out, and a login as another player shows that player there',
  ANY_WIDTH,
  async ({ page: tabA }) => {
    await signInAs(tabA, PLAYERS.player1);
    await tabA.goto('/home');
    await expect(tabA.getByTestId('header-balance')).toHaveText('1,00,000');
    await expect.poll(() => hubUsers(tabA)).toEqual(['player1']);

    const tabB = await openSecondTab(tabA, '/home');
    await expect(tabB.getByTestId('header-balance')).toHaveText('1,00,000');

    // Logout in B: A shows a visitor, goes to the login page (back to where it was afterwards) and its
    // hub connection no longer carries player1's token.
    await tabB.goto('/auth/logout');
    await expect(tabB).toHaveURL(/\/auth\/login$/);
    await expect(tabA.getByText('You have logged out in another tab.')).toBeVisible();
    await expect(tabA).toHaveURL(/\/auth\/login\?to=%2Fhome$/);
    await expect(tabA.getByTestId('header-balance')).toHaveCount(0);
    await expect.poll(() => hubUsers(tabA)).toEqual([null]);

    // Login as player2 in B: A follows to where it was, with player2's balance (not player1's cached
    // one), and its hub connection registers player2's token.
    await logIn(tabB, { userName: 'player2' });
    await expect(tabB.getByTestId('header-balance')).toHaveText('1,30,260');
    await expect(tabA).toHaveURL(/\/home$/);
    await expect(tabA.getByTestId('header-balance')).toHaveText('1,30,260');
    await expect(tabA.getByTestId('header-exposure')).toHaveText('10,140');
    await expect.poll(() => hubUsers(tabA)).toEqual(['player2']);
    await tabB.close();
  },
);

test(
  'a login as someone else in one tab replaces the previous player in the other, open bets included',
  ANY_WIDTH,
  async ({ page: tabA }) => {
    // player2 has open bets; after the switch to player1 (none), tab A must not show player2's.
    await signInAs(tabA, PLAYERS.player2);
    await tabA.goto('/open-bets');
    const main = tabA.getByRole('main');
    await expect(tabA.getByTestId('header-balance')).toHaveText('1,30,260');
    const player2Events = main.getByRole('heading', { level: 2 });
    await expect(player2Events.first()).toBeVisible();

    const tabB = await openSecondTab(tabA, '/auth/login');
    // B opens on the login page (a signed-in player may open it by address) and logs in as player1:
    // the stored session is replaced without a logout in between.
    await logIn(tabB, { userName: 'player1' });
    await expect(tabB.getByTestId('header-balance')).toHaveText('1,00,000');

    await expect(tabA.getByTestId('header-balance')).toHaveText('1,00,000');
    await expect(tabA).toHaveURL(/\/open-bets$/);
    await expect(main.getByText('You have no open bets.')).toBeVisible();
    await expect(player2Events).toHaveCount(0);
    await expect.poll(() => hubUsers(tabA)).toEqual(['player1']);
    await tabB.close();
  },
);

test(
  'the idle timeout counts activity in every tab: a tab in the background does not sign out an active player',
  ANY_WIDTH,
  async ({ page: tabA }) => {
    // GetSettingExpiry of the mock: 30 idle minutes, then a 60-second warning.
    const tabB = await twoTabsOnClock(tabA, '/home');
    const warningA = tabA.getByRole('dialog', { name: 'Are you still there?' });
    const warningB = tabB.getByRole('dialog', { name: 'Are you still there?' });
    await workInBForFortyMinutes(tabA, tabB);

    // Idle everywhere: both tabs warn; 'Stay signed in' in one closes the warning in the other.
    await tabA.context().clock.fastForward('30:30');
    await expect(warningA).toBeVisible();
    await expect(warningB).toBeVisible();
    await warningB.getByRole('button', { name: 'Stay signed in' }).click();
    await expect(warningB).toBeHidden();
    await tabA.context().clock.runFor(2000);
    await expect(warningA).toBeHidden();

    // Still idle everywhere: both are signed out once the warning runs out.
    await tabA.context().clock.fastForward('31:30');
    await tabA.context().clock.runFor(2000);
    for (const tab of [tabA, tabB]) {
      await expect(tab).toHaveURL(/\/auth\/login/);
      await expect(tab.getByTestId('header-balance')).toHaveCount(0);
    }
    await tabB.close();
  },
);

test('a tab that could not read the idle timeout still counts as activity for the other tabs', ANY_WIDTH, async ({ page: tabA }) => {
  // Every answer B gets to GetSettingExpiry is garbage: B has no idle timeout of its own.
  const tabB = await twoTabsOnClock(tabA, withFaults('/home', [{ match: 'GetSettingExpiry', kind: 'malformed' }]));
  await workInBForFortyMinutes(tabA, tabB);
  await tabB.close();
});

test('a tab whose idle timeout could not be read asks again a minute later, then warns when idle', ANY_WIDTH, async ({ page }) => {
  await page.clock.install();
  await signInAs(page, PLAYERS.player1);
  await page.goto(withFaults('/home', [{ match: 'GetSettingExpiry', kind: 'malformed', times: 1 }]));
  await expect(page.getByTestId('header-balance')).toHaveText('1,00,000');
  await page.clock.runFor(61_000);
  // 30 idle minutes then: the warning's minute.
  await page.clock.fastForward('29:00');
  await page.clock.runFor(2000);
  await expect(page.getByRole('dialog', { name: 'Are you still there?' })).toBeVisible();
});
