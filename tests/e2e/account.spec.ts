import { expect, test } from './fixtures';
import { clearFaults, expectNoAxeViolations, PLAYERS, signInAs, withFaults } from './support';

// The account screens in real Chromium against the mock backend, on desktop and on a
// 360 px phone. player2 (docs/mock-backend.md "Users"): balance 1,30,260, exposure 10,140.

test('the account menu shows the funds and leads to the balance overview', async ({ page }) => {
  await signInAs(page, PLAYERS.player2);
  await page.goto('/account-menu');
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  await expect(page.getByTestId('account-balance')).toHaveText('1,30,260');
  await expect(page.getByTestId('account-exposure')).toHaveText('10,140');
  await expectNoAxeViolations(page);

  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Balance Overview' }).click();
  await expect(page).toHaveURL(/\/account\/balance-overview$/);
  await expect(page.getByTestId('overview-available')).toHaveText('1,20,120');
  await expectNoAxeViolations(page);
});

test('my profile shows who is signed in', async ({ page }) => {
  await signInAs(page, PLAYERS.player2);
  await page.goto('/account/my-profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  await expect(page.getByRole('main').getByText('player2')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a player changes the password, and a wrong current password is refused', async ({ page }) => {
  await signInAs(page, PLAYERS.player2);
  await page.goto('/change-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible();
  await expectNoAxeViolations(page);

  const main = page.getByRole('main');
  const current = main.getByLabel('Current Password');
  const next = main.getByLabel('New Password');
  const confirm = main.getByLabel('Confirm Password');
  const submit = main.getByRole('button', { name: 'Change Password' });

  await current.fill('Wrong@123');
  await next.fill('Newpass@123');
  await confirm.fill('Newpass@123');
  await submit.click();
  await expect(main.getByRole('alert')).toContainText('Incorrect password.');

  await current.fill('Player@123');
  await submit.click();
  await expect(main.getByText('Password Changed Successfully')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a date typed while the statement is still loading stays typed', async ({ page }) => {
  await signInAs(page, PLAYERS.player2);
  // The first statement call is held by the mock until the test lets it go: the player types while
  // it is out, however slow the machine (a fixed latency of 3 s, then 8 s, was outrun on loaded CI).
  await page.goto(withFaults('/account-cash-statement', [{ match: 'Transaction/GetHistory', kind: 'hold', times: 1 }]));
  const main = page.getByRole('main');
  const from = main.getByLabel('From');
  const monthAgo = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  await from.fill(monthAgo);
  await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toHaveCount(1);
  await expect(main.getByRole('status').filter({ hasText: 'Loading transactions…' })).toBeVisible();
  // Today's statement arrives; what was typed is still there, ready to search.
  await clearFaults(page);
  await expect(main.getByRole('table', { name: 'Transactions' }).or(main.getByText('No transactions in this period.'))).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toHaveCount(0, { timeout: 5000 });
  await expect(from).toHaveValue(monthAgo);
});

test('the account statement pages through 30 days and opens a settled market', async ({ page }) => {
  await signInAs(page, PLAYERS.player2);
  await page.goto('/account-cash-statement');
  await expect(page.getByRole('heading', { level: 1, name: 'Account Statement' })).toBeVisible();
  const main = page.getByRole('main');
  const table = main.getByRole('table', { name: 'Transactions' });
  // Today's statement first (a player reads the page before changing it). A date typed while the
  // first load was still arriving was lost in 2 of ~10 clean-clone runs, so that load is waited for.
  await expect(main.getByText('No transactions in this period.').or(table.getByRole('row').first())).toBeVisible();
  const monthAgo = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  await main.getByLabel('From').fill(monthAgo);
  await expect(main.getByLabel('From')).toHaveValue(monthAgo);
  await main.getByRole('button', { name: 'Search' }).click();

  await expect(table.getByRole('row')).toHaveCount(11);
  await expect(main.getByText(/^Page 1 of \d+$/)).toBeVisible();
  await expectNoAxeViolations(page);

  await main.getByRole('button', { name: 'Next page' }).click();
  await expect(main.getByText(/^Page 2 of \d+$/)).toBeVisible();
  await expect(main.getByRole('button', { name: 'Previous page' })).toBeEnabled();

  await main.getByRole('combobox', { name: 'Rows per page' }).selectOption('100');
  await table.getByRole('button').first().click();
  const dialog = page.getByRole('dialog', { name: 'Transaction detail' });
  await expect(dialog.getByText(/Net market total/)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('bet history shows settled results in words and takes the date presets', async ({ page }) => {
  await signInAs(page, PLAYERS.player2);
  await page.goto('/bet-history');
  await expect(page.getByRole('heading', { level: 1, name: 'Bet History' })).toBeVisible();
  const main = page.getByRole('main');
  const table = main.getByRole('table', { name: 'Settled bets' });
  await expect(table.getByRole('row')).toHaveCount(11);
  await expect(table.getByRole('row').nth(1)).toContainText(/WON|LOST|VOID/);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'From Yesterday' }).click();
  await expect(main.getByText(/^Showing \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}$/)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the activity log lists login attempts and filters them', async ({ page }) => {
  await signInAs(page, PLAYERS.player2);
  await page.goto('/account/activity-log');
  await expect(page.getByRole('heading', { level: 1, name: 'Activity Log' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('table', { name: 'Login attempts' })).toBeVisible();
  await expectNoAxeViolations(page);

  await main.getByRole('combobox', { name: 'Result' }).selectOption({ label: 'Phone not verified' });
  await expect(main.getByText('No login attempts match.')).toBeVisible();
  await expectNoAxeViolations(page);
});
