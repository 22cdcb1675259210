import { expect, test, type Page } from './fixtures';
import { ANY_WIDTH, expectNoAxeViolations, logIn, PLAYER_PASSWORD } from './support';

// Change the password, then log in with the new one. The in-browser mock keeps its state
// per tab across reloads (mocks/browser.ts), as a real backend would: the new password survives a
// reload and a full page load, and the old one is refused.

const OLD_PASSWORD = PLAYER_PASSWORD;
const NEW_PASSWORD = 'Newpass@456';

// Several full page loads per test (each starts the app and the mock again).
test.describe.configure({ timeout: 90_000 });

async function changePassword(page: Page): Promise<void> {
  await page.goto('/change-password');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible();
  await main.getByLabel('Current Password').fill(OLD_PASSWORD);
  await main.getByLabel('New Password').fill(NEW_PASSWORD);
  await main.getByLabel('Confirm Password').fill(NEW_PASSWORD);
  await main.getByRole('button', { name: 'Change Password' }).click();
  await expect(main.getByText('Password Changed Successfully')).toBeVisible();
}

test('a player changes the password, reloads, and logs in with the new one; the old one is refused', async ({ page }) => {
  await page.goto('/auth/login');
  await logIn(page, { password: OLD_PASSWORD });
  await expect(page.getByTestId('header-balance')).toHaveText('1,00,000');

  await changePassword(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible();

  await page.goto('/auth/logout');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await logIn(page, { password: OLD_PASSWORD });
  await expect(page.getByText('Invalid user name or password')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByTestId('header-balance')).toHaveCount(0);

  await page.reload();
  await logIn(page, { password: NEW_PASSWORD });
  await expect(page).toHaveURL(/\/matchlist\/3$/);
  await expect(page.getByTestId('header-balance')).toHaveText('1,00,000');
  await expect(page.getByRole('heading', { level: 1, name: 'Cricket' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('__mock.reset() takes the tab back to the seed: the old password works again after a reload', ANY_WIDTH, async ({ page }) => {
  await page.goto('/auth/login');
  await logIn(page, { password: OLD_PASSWORD });
  await expect(page.getByTestId('header-balance')).toBeVisible();
  await changePassword(page);

  await page.evaluate(() => window.__mock?.reset());
  await page.goto('/auth/logout');
  await logIn(page, { password: OLD_PASSWORD });
  await expect(page).toHaveURL(/\/matchlist\/3$/);
  await expect(page.getByTestId('header-balance')).toHaveText('1,00,000');
});

test('a new password the sanitiser would change (Update@2024) is refused, naming the word; nothing is sent', async ({ page }) => {
  await page.goto('/auth/login');
  await logIn(page, { password: OLD_PASSWORD });
  await expect(page.getByTestId('header-balance')).toHaveText('1,00,000');
  await page.goto('/change-password');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible();
  await page.evaluate(() => window.__mock?.clearRequests());
  await main.getByLabel('Current Password').fill(OLD_PASSWORD);
  await main.getByLabel('New Password').fill('Update@2024');
  await main.getByLabel('Confirm Password').fill('Update@2024');
  await main.getByRole('button', { name: 'Change Password' }).click();
  await expect(main.getByText('Password cannot contain the word “Update”.')).toBeVisible();
  await expect(main.getByLabel('New Password')).toHaveValue('Update@2024');
  expect(await page.evaluate(() => window.__mock?.requestCount('/Account/changePassword'))).toBe(0);
  await expectNoAxeViolations(page);
});
