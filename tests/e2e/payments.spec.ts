import { expect, test } from './fixtures';
import { closeApkBar, expectNoAxeViolations, PLAYERS, signInAs } from './support';

// Payments in real Chromium against the mock backend (MSW in the page), desktop and 360 px
// phone: /Payment, /depositw (deposit with a screenshot, withdrawals) and /dwrequests.
// player1: balance 1,00,000, no requests; player2: balance 1,30,260, exposure 10,140, 7 requests.

// Several page loads and axe runs on a cold dev server on a shared machine.
test.describe.configure({ timeout: 180_000 });

/** The smallest valid PNG: 1×1, transparent. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

const CREATE_REQUEST = 'POST /DepositWithdrawal/CreateRequestForDepositWithdrawal';

test.describe('copying a detail', () => {
  // A browser grants a page the clipboard on a click; the headless shell the suite drives answers
  // NotAllowedError unless the permission is granted (the refusal's own message is in
  // tests/integration/payments-deposit.test.tsx).
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('/Payment shows where to pay, each detail copyable', async ({ page }) => {
    await signInAs(page, PLAYERS.player1);
    await page.goto('/Payment');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
    const upi = main.getByRole('region', { name: 'UPI details' });
    await expect(upi.getByText('exchange.payments@upi')).toBeVisible();
    await expect(main.getByRole('region', { name: 'USDT (TRC20) details' }).getByText('USDT - TRC20 Wallet Only')).toBeVisible();
    await expect(main.getByTestId('payments-balance')).toHaveText('1,00,000');
    await closeApkBar(page);
    await expectNoAxeViolations(page);

    await upi.getByRole('button', { name: 'Copy UPI ID' }).click();
    await expect(upi.getByRole('button', { name: 'UPI ID copied' })).toHaveText('Copied');
    await expect(page.getByTestId('live-announcer')).toHaveText('Copied');

    await main.getByRole('link', { name: 'Withdraw', exact: true }).click();
    await expect(page).toHaveURL(/\/depositw\/2$/);
    await expect(main.getByRole('heading', { level: 1, name: 'Withdraw' })).toBeVisible();
  });
});

test('a deposit with a screenshot is listed as pending in /dwrequests', async ({ page }) => {
  await signInAs(page, PLAYERS.player1);
  await page.goto('/depositw');
  const main = page.getByRole('main');
  const form = main.getByRole('form', { name: 'Deposit' });
  await expect(form).toBeVisible();
  await closeApkBar(page);
  await expectNoAxeViolations(page);

  await form.getByRole('radio', { name: 'UPI' }).check();
  await expect(form.getByRole('region', { name: 'UPI details' })).toContainText('exchange.payments@upi');
  await form.getByRole('button', { name: 'Add 1,000' }).click();
  await form.getByRole('button', { name: 'Add 5,000' }).click();
  await expect(form.getByLabel(/^Amount/)).toHaveValue('6000');
  await form.getByRole('button', { name: 'Submit deposit request' }).click();
  await expect(form.getByText('Please Select An Image')).toBeVisible();
  await expectNoAxeViolations(page);

  await form.getByLabel(/^Payment screenshot/).setInputFiles({ name: 'paid.png', mimeType: 'image/png', buffer: PNG });
  await form.getByRole('button', { name: 'Submit deposit request' }).click();
  const outcome = form.getByRole('status');
  await expect(outcome).toContainText('Deposit request submitted');
  await expect(outcome).toContainText(/Deposit request #\d+ is Pending/);
  // A deposit moves no money until the operator accepts it.
  await expect(page.getByTestId('header-balance')).toHaveText('1,00,000');

  await outcome.getByRole('link', { name: 'See your requests' }).click();
  await expect(page).toHaveURL(/\/dwrequests$/);
  await expect(main.getByRole('heading', { level: 1, name: 'Deposit & Withdrawal Requests' })).toBeVisible();
  const rows = main.getByRole('table', { name: 'Requests' }).getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('Deposit');
  await expect(rows.nth(1)).toContainText('UPI');
  await expect(rows.nth(1)).toContainText('6,000');
  await expect(rows.nth(1)).toContainText('Pending');
  await expectNoAxeViolations(page);
});

test('a withdrawal over balance − exposure is refused without sending; a valid one is pending and the balance moves', async ({ page }) => {
  await signInAs(page, PLAYERS.player2);
  await page.goto('/depositw/2');
  const main = page.getByRole('main');
  const form = main.getByRole('form', { name: 'Withdraw' });
  await expect(form).toBeVisible();
  await expect(main.getByTestId('payments-available')).toHaveText('1,20,120');
  await expect(page.getByTestId('header-balance')).toHaveText('1,30,260');
  await closeApkBar(page);
  await expectNoAxeViolations(page);

  await page.evaluate(() => window.__mock?.clearRequests());
  await form.getByLabel(/^Amount/).fill('125000');
  await form.getByLabel(/^Account holder name/).fill('Player Two');
  await form.getByLabel(/^Account number/).fill('001234567890');
  await form.getByLabel(/^IFSC code/).fill('HDFC0001234');
  await form.getByRole('button', { name: 'Submit withdrawal request' }).click();
  await expect(
    form.getByText('You can withdraw at most 1,20,120: the rest of your balance is held by open bets (exposure).'),
  ).toBeVisible();
  await expect(form.getByLabel(/^Amount/)).toHaveValue('125000');
  expect(await page.evaluate((match) => window.__mock?.requestCount(match), CREATE_REQUEST)).toBe(0);
  await expectNoAxeViolations(page);

  await form.getByLabel(/^Amount/).fill('10000');
  await form.getByRole('button', { name: 'Submit withdrawal request' }).click();
  await expect(form.getByRole('status')).toContainText(/Withdrawal request #\d+ is Pending/);
  await expect(page.getByTestId('header-balance')).toHaveText('1,20,260');
  await expect(main.getByTestId('payments-available')).toHaveText('1,10,120');
  expect(await page.evaluate((match) => window.__mock?.requestCount(match), CREATE_REQUEST)).toBe(1);
  expect(await page.evaluate(() => window.__mock?.user('player2')?.balance)).toBe(120260);

  await page.goto('/dwrequests');
  const first = main.getByRole('table', { name: 'Requests' }).getByRole('row').nth(1);
  await expect(first).toContainText('Withdrawal');
  await expect(first).toContainText('10,000');
  await expect(first).toContainText('Pending');
  await expectNoAxeViolations(page);

  await main.getByRole('combobox', { name: 'Status' }).selectOption('Rejected');
  await expect(main.getByRole('table', { name: 'Requests' }).getByRole('row')).toHaveCount(3);
  await expectNoAxeViolations(page);
});

test("a payout holder name the sanitiser would change (O'Brien) is refused with a message; nothing is sent", async ({ page }) => {
  await signInAs(page, PLAYERS.player2);
  await page.goto('/depositw/2');
  const main = page.getByRole('main');
  const form = main.getByRole('form', { name: 'Withdraw' });
  await expect(form).toBeVisible();
  await closeApkBar(page);
  await page.evaluate(() => window.__mock?.clearRequests());
  await form.getByLabel(/^Amount/).fill('1000');
  await form.getByLabel(/^Account holder name/).fill("Sean O'Brien");
  await form.getByLabel(/^Account number/).fill('001234567890');
  await form.getByLabel(/^IFSC code/).fill('HDFC0001234');
  await form.getByRole('button', { name: 'Submit withdrawal request' }).click();
  // One rule and one message that agree: the apostrophe is not among what the message allows.
  await expect(
    form.getByText(
      'The account holder’s name may only contain letters, spaces and dots, starting with a letter (type O’Brien as O Brien or OBrien, as your bank has it).',
    ),
  ).toBeVisible();
  await expect(form.getByLabel(/^Account holder name/)).toHaveValue("Sean O'Brien");
  expect(await page.evaluate((match) => window.__mock?.requestCount(match), CREATE_REQUEST)).toBe(0);
  await expectNoAxeViolations(page);
});
