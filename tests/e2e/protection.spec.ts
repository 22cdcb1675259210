import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './fixtures';
import { clearFaults, closeApkBar, expectNoAxeViolations, logIn, mockReady, PLAYERS, signInAs } from './support';

// Safer gambling (our proposal, docs/contracts.md "Player protection") in real Chromium against the
// mock backend, desktop and 360 px phone: deposit limits, a time-out across two tabs, self-exclusion,
// the reality check and the account history export. The mock's clock (__mock.advanceClock) reaches
// "24 hours later" without waiting.

test.describe.configure({ timeout: 180_000 });

const DAY = 24 * 60 * 60 * 1000;

async function advanceClock(page: Page, ms: number): Promise<void> {
  await mockReady(page);
  await page.evaluate((by) => window.__mock?.advanceClock(by), ms);
}

async function openSaferGambling(page: Page): Promise<void> {
  await page.goto('/safer-gambling');
  await expect(page.getByRole('heading', { level: 1, name: 'Safer gambling' })).toBeVisible({ timeout: 30_000 });
  // The settings arrive after the page (under a fake clock on a loaded machine this has taken >15 s).
  await expect(page.getByTestId('deposit-daily-standing')).toBeVisible({ timeout: 30_000 });
  await closeApkBar(page);
}

test('a lowered deposit limit refuses a deposit with the amount left; a raised one applies only after 24 hours', async ({ page }) => {
  await signInAs(page, PLAYERS.player1);
  await openSaferGambling(page);
  const main = page.getByRole('main');
  await expect(main.getByText('You must be 18 or over')).toBeVisible();
  await expect(main.getByRole('link', { name: 'GamCare' })).toHaveAttribute('href', 'https://www.gamcare.org.uk');
  await expectNoAxeViolations(page);

  const daily = main.getByRole('form', { name: 'Daily deposit limit' });
  await daily.getByRole('textbox', { name: /Daily deposit limit/ }).fill('1000');
  await daily.getByRole('button', { name: 'Set daily limit' }).click();
  await expect(page.getByTestId('deposit-daily-standing')).toContainText('Your daily deposit limit is 1,000: 1,000 left until');

  // Raised: still 1,000 for 24 hours, and the screen says when 5,000 applies.
  await daily.getByRole('textbox', { name: /Daily deposit limit/ }).fill('5000');
  await daily.getByRole('button', { name: 'Set daily limit' }).click();
  await expect(page.getByTestId('deposit-daily-standing')).toContainText(
    /Your daily deposit limit is 1,000: .* It rises to 5,000 on \w+day, /,
  );
  await expectNoAxeViolations(page);

  // The deposit form says what is left before anything is typed, and a deposit over it is refused.
  await page.goto('/depositw');
  const form = main.getByRole('form', { name: 'Deposit' });
  await expect(form.getByTestId('deposit-limit-left')).toHaveText(/^Your deposit limit leaves 1,000 until \w+day, .+ IST\.$/);
  await form.getByRole('radio', { name: 'UPI' }).check();
  await form.getByLabel(/^Amount/).fill('2000');
  await form.getByLabel(/^Payment screenshot/).setInputFiles({
    name: 'paid.png',
    mimeType: 'image/png',
    buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64'),
  });
  await form.getByRole('button', { name: 'Submit deposit request' }).click();
  await expect(form.getByRole('alert')).toContainText(/Deposit limit reached: you can deposit 1,000 more until \w+day, .+ IST\./);

  // 24 hours later the raised limit is in force.
  await advanceClock(page, DAY);
  await openSaferGambling(page);
  await expect(page.getByTestId('deposit-daily-standing')).toContainText('Your daily deposit limit is 5,000: 5,000 left until');
});

test('a time-out signs out every tab, refuses login with its end, and login works once it has passed', async ({ page: tabA }) => {
  await signInAs(tabA, PLAYERS.player1);
  await openSaferGambling(tabA);
  const tabB = await tabA.context().newPage();
  await tabB.goto('/home');
  await expect(tabB.getByTestId('header-balance')).toHaveText('1,00,000');

  const main = tabA.getByRole('main');
  await main.getByRole('radio', { name: '24 hours' }).check();
  await main.getByRole('button', { name: 'Take a break' }).click();
  const dialog = tabA.getByRole('dialog', { name: 'Take a break?' });
  await expect(dialog).toContainText(/cannot log in until \w+day, .+ IST\. A break cannot be ended early\./);
  await expectNoAxeViolations(tabA);
  await dialog.getByRole('button', { name: 'Start my break' }).click();

  // Signed out in both tabs: told why here, told it happened elsewhere there.
  await expect(tabA.getByText(/You are taking a break until \w+day, .+ IST\./)).toBeVisible();
  await expect(tabB.getByText('You have logged out in another tab.')).toBeVisible();
  for (const tab of [tabA, tabB]) await expect(tab.getByTestId('header-balance')).toHaveCount(0);

  await tabB.goto('/auth/login');

  await logIn(tabB, { userName: 'player1' });
  await expect(tabB.getByText(/You are taking a break until \w+day, .+ IST\. You can log in again after that\./)).toBeVisible();
  await expect(tabB.getByTestId('header-balance')).toHaveCount(0);

  await advanceClock(tabB, DAY + 60_000);
  await logIn(tabB, { userName: 'player1' });
  await expect(tabB.getByTestId('header-balance')).toHaveText('1,00,000');
  await tabB.close();
});

test('self-exclusion names its consequences before it starts, then refuses login', async ({ page }) => {
  await signInAs(page, PLAYERS.player1);
  await openSaferGambling(page);
  const main = page.getByRole('main');
  await main.getByRole('radio', { name: '1 year' }).check();
  await main.getByRole('button', { name: 'Exclude me' }).click();
  const dialog = page.getByRole('dialog', { name: 'Exclude yourself from Exchange Local?' });
  await expect(dialog).toContainText('your open bets stay and settle as usual');
  await expect(dialog).toContainText('your balance can still be withdrawn: contact the operator');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: /^Exclude me until / }).click();

  await expect(page.getByText(/You have excluded yourself from Exchange Local until \w+day, /)).toBeVisible();
  await page.goto('/auth/login');
  await logIn(page, { userName: 'player1' });
  await expect(page.getByText(/You have excluded yourself from this site until \w+day, /)).toBeVisible();
});

test('the reality check appears after the interval with its figures, never during a placement, and once for two tabs, where it stays', async ({
  page: tabA,
}) => {
  await tabA.clock.install();
  await signInAs(tabA, PLAYERS.player1);
  await openSaferGambling(tabA);
  // The choice is the server's once saved: a click, then the radio follows.
  await tabA.getByRole('main').getByRole('radio', { name: 'Every 15 minutes' }).click();
  await expect(tabA.getByRole('main').getByRole('radio', { name: 'Every 15 minutes' })).toBeChecked();
  await expect(tabA.getByRole('main').getByText('You will see a reality check every 15 minutes.')).toBeVisible();
  await tabA.clock.fastForward('14:00');

  // A bet still on its way when the check falls due: the dialog waits for the slip.
  await tabA.goto('/markets/1003');
  await mockReady(tabA);
  await tabA.evaluate(() => window.__mock?.setFaults([{ match: 'PlaceBetV2', kind: 'hold' }]));
  await tabA.getByTestId('runner-1003011').locator('button[data-side="back"][data-level="0"]').click();
  const slip = tabA.getByTestId('bet-slip');
  await slip.getByRole('textbox', { name: 'Stake' }).pressSequentially('100');
  await slip.getByRole('button', { name: 'Place bet' }).click();
  await expect(slip.getByRole('button', { name: 'Place bet' })).toBeDisabled();
  await tabA.clock.fastForward('01:30');
  await tabA.clock.runFor(3000);
  const dialogA = tabA.getByRole('dialog', { name: 'Reality check' });
  await expect(dialogA).toHaveCount(0);

  await clearFaults(tabA);
  await expect(slip.getByTestId('bet-outcome')).toContainText('Bet matched');
  await tabA.clock.runFor(3000);
  await expect(dialogA).toBeVisible();
  await expect(dialogA.getByTestId('reality-check-duration')).toHaveText(/^1[5-9] minutes$/);
  await expect(dialogA.getByTestId('reality-check-net')).toHaveText('0');
  await expectNoAxeViolations(tabA);
  await dialogA.getByRole('button', { name: 'Continue' }).click();
  await expect(dialogA).toHaveCount(0);

  // A second tab of the same session, on the same clock: the next check is one dialog, not two.
  const tabB = await tabA.context().newPage();
  await tabB.goto('/home');
  await expect(tabB.getByTestId('header-balance')).toBeVisible();
  // A page's clock is its context's: tab B opened on it, and one call moves both tabs.
  const clock = tabA.context().clock;
  await clock.fastForward('15:05');
  await clock.runFor(3000);
  const dialogB = tabB.getByRole('dialog', { name: 'Reality check' });
  const dialogs = [dialogA, dialogB];
  const shown = async () => (await Promise.all(dialogs.map((dialog) => dialog.count()))).reduce((sum, count) => sum + count, 0);
  await expect.poll(shown).toBe(1);
  // Two claims made in the same tick: the tabs agree on one once each has the other's write, which
  // takes real time, not the page's; a tab that showed its own claim meanwhile then hides it.
  const claimedBy = (tab: Page) => tab.evaluate(() => localStorage.getItem('realityCheck'));
  await expect.poll(async () => (await claimedBy(tabA)) === (await claimedBy(tabB))).toBe(true);
  await clock.runFor(3000);
  await expect.poll(shown).toBe(1);
  // Left standing for 4 minutes (the player idle for 19, under the idle timeout), it stays where the
  // player saw it: its tab keeps the claim alive.
  const showing = (await dialogA.count()) === 1 ? dialogA : dialogB;
  for (let second = 20; second <= 240; second += 20) {
    await clock.runFor(20_000);
    await expect(showing, `after ${second} s`).toBeVisible();
    expect(await shown(), `after ${second} s`).toBe(1);
  }
  await tabB.close();
});

test("a CSV export of the statement holds the statement's rows as the screen shows them", async ({ page }) => {
  await signInAs(page, PLAYERS.player2);
  await openSaferGambling(page);
  const main = page.getByRole('main');
  const history = main.getByRole('region', { name: 'Account history' });
  const from = await history.getByLabel('From').inputValue();
  const to = await history.getByLabel('To').inputValue();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    history.getByRole('button', { name: 'Download statement (CSV)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`statement-${from}-to-${to}.csv`);
  const csv = await readFile(await download.path(), 'utf8');
  const lines = csv.trimEnd().split('\r\n');
  expect(lines[0]).toBe('Date,Description,Credit,Debit,Balance');

  // The statement screen for the same range, 100 rows a page: the same rows, cell for cell.
  await page.goto('/account-cash-statement');
  await main.getByLabel('From').fill(from);
  await main.getByLabel('To').fill(to);
  await main.getByRole('button', { name: 'Search' }).click();
  const rows = main.getByRole('table', { name: 'Transactions' }).locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  const shown = await rows.evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent.trim())));
  const parse = (line: string) =>
    [...line.matchAll(/("([^"]|"")*"|[^,]*)(,|$)/g)]
      .map((match) => (match[1] ?? '').replace(/^"|"$/g, '').replaceAll('""', '"'))
      .slice(0, 5);
  expect(lines.slice(1, 1 + shown.length).map(parse)).toEqual(shown);
});
