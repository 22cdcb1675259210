import { expect, test, type Page } from './fixtures';
import {
  ANY_WIDTH,
  brandUrl,
  clearFaults,
  expectNoAxeViolations,
  fillSignup,
  logIn,
  mockReady,
  openHeaderModal,
  PLAYER_PASSWORD,
} from './support';

// Sign-in, sign-up with OTP and the stored session (docs/product.md §2 modals, §4, §5, §8) in real
// Chromium against the mock backend in the service worker. Passwords: docs/mock-backend.md "Users".

const stored = (page: Page, key: string) => page.evaluate((name) => localStorage.getItem(name), key);

test('a visitor on a protected route logs in and lands on the intended route', async ({ page }) => {
  await page.goto('/bonus');
  await expect(page).toHaveURL(/\/auth\/login\?to=%2Fbonus$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await expectNoAxeViolations(page);
  await logIn(page);
  await expect(page).toHaveURL(/\/bonus$/);
  await expect(page.getByTestId('header-balance')).toHaveText('1,00,000');
  expect(await stored(page, 'username')).toBe('player1');
  expect(Number(await stored(page, 'expire_in'))).toBeGreaterThan(Date.now());
});

// `to` is followed only when it resolves to this site (a crafted link must not send a player elsewhere).
// Each address is typed as a player would get it in a link; another site is answered by a stub page, so
// leaving the site is seen.
for (const to of [
  '/%09/evil.example',
  '//evil.example',
  '/\\evil.example',
  '/%0A/evil.example',
  '%2F%0D%2Fevil.example',
  'https://evil.example/',
]) {
  test(`after login, to=${to} stays on the site (the default landing)`, ANY_WIDTH, async ({ page }) => {
    await page.route(/^https?:\/\/evil\.example\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Another site</title><h1>Another site</h1>' }),
    );
    await page.goto(`/auth/login?to=${to}`);
    const site = new URL(page.url()).origin;
    await logIn(page);
    await expect(page).toHaveURL(`${site}/matchlist/3`, { timeout: 20_000 });
    await expect(page.getByTestId('header-balance')).toHaveText('1,00,000');
  });
}

test('the login modal works with the keyboard alone and passes axe', async ({ page }) => {
  await page.goto('/home');
  await expect(page).toHaveTitle('Exchange Local | Home');
  const opener = page.getByRole('banner').getByRole('button', { name: 'Log in' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Username', exact: true })).toBeFocused();
  await expect(dialog.getByRole('checkbox', { name: 'I agree to the Terms and Conditions' })).toBeChecked();
  await expectNoAxeViolations(page);

  // Submitting empty shows the errors, linked to their fields; still axe-clean.
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Username is not valid.')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.keyboard.type('player1');
  await page.keyboard.press('Tab');
  await page.keyboard.type(PLAYER_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('header-balance')).toBeVisible();
});

test('demo login is stored as Demo', ANY_WIDTH, async ({ page }) => {
  await page.goto('/home');
  const dialog = await openHeaderModal(page, 'Log in', 'Log in');
  await dialog.getByRole('button', { name: 'Login as demo user' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('header-balance')).toHaveText('1,00,000');
  expect(await stored(page, 'username')).toBe('Demo');
});

test('a wrong password toasts the server message and keeps what was typed', ANY_WIDTH, async ({ page }) => {
  await page.goto('/auth/login');
  await logIn(page, { password: 'Wrong@123' });
  await expect(page.getByText('Invalid user name or password')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Username', exact: true })).toHaveValue('player1');
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue('Wrong@123');
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect(await stored(page, 'accessToken')).toBeNull();
});

test('a double click on Log in sends one request', ANY_WIDTH, async ({ page }) => {
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await mockReady(page);
  await page.evaluate(() => {
    // Every login request waits until the test has pressed again (a fixed latency races a loaded machine).
    window.__mock?.setFaults([{ match: 'Account/Authenticate', kind: 'hold' }]);
    window.__mock?.clearRequests();
  });
  await logIn(page, { submit: 'none' });
  await page.getByRole('button', { name: 'Log in' }).dblclick();
  const processing = page.getByRole('button', { name: 'Processing...' });
  await expect(processing).toBeDisabled();
  await processing.click({ force: true });
  await clearFaults(page);
  await expect(page).toHaveURL(/\/matchlist\/3$/);
  expect(await page.evaluate(() => window.__mock?.requestCount('POST /Account/Authenticate'))).toBe(1);
});

test('sign-up with OTP verification lands on / signed in (localhost brand)', async ({ page }) => {
  // Two modals, two axe passes and a sign-in: over 60 s on a loaded CI machine.
  test.setTimeout(120_000);
  await page.goto('/home');
  const signup = await openHeaderModal(page, 'Sign up', 'Register Now');
  await expectNoAxeViolations(page);
  await fillSignup(signup, 'newplayer', '9812345678');
  await signup.getByRole('button', { name: 'Sign Up' }).click();

  const verification = page.getByRole('dialog', { name: 'Verification' });
  await expect(verification).toBeVisible();
  await expect(signup).toBeHidden();
  await expect(verification.getByRole('textbox', { name: 'OTP', exact: true })).toBeFocused();
  await expectNoAxeViolations(page);
  await verification.getByRole('textbox', { name: 'OTP', exact: true }).fill('123456');
  await verification.getByRole('button', { name: 'Send' }).click();
  await expect(verification).toBeHidden();
  await expect(page).toHaveURL(/\/matchlist\/3$/);
  await expect(page.getByTestId('header-balance')).toHaveText('0');
  expect(await stored(page, 'username')).toBe('newplayer');
});

test('sign-up on a brand that skips verification lands on / at once', ANY_WIDTH, async ({ page }) => {
  await page.goto(brandUrl('skipotp.localhost', '/home'));
  await expect(page).toHaveTitle(/^Quick Signup Exchange \| /);
  const signup = await openHeaderModal(page, 'Sign up', 'Register Now');
  await fillSignup(signup, 'quickplayer', '+919812345679');
  await signup.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/skipotp\.localhost:\d+\/matchlist\/3$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('header-balance')).toBeVisible();
  expect(await stored(page, 'username')).toBe('quickplayer');
});

test('an expired session is cleared on reload', ANY_WIDTH, async ({ page }) => {
  await page.goto('/auth/login');
  await logIn(page);
  await expect(page.getByTestId('header-balance')).toBeVisible();
  await page.evaluate(() => localStorage.setItem('expire_in', String(Date.now() - 1000)));
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  for (const key of ['accessToken', 'userinfo', 'OpenBets', 'ProfitLoss', 'balance', 'exposure']) {
    expect(await stored(page, key), key).toBeNull();
  }
});

test('a 401 mid-session logs the player out', ANY_WIDTH, async ({ page }) => {
  await page.goto('/auth/login');
  await logIn(page);
  await expect(page.getByTestId('header-balance')).toBeVisible();
  await page.evaluate(() => window.__mock?.setFaults([{ match: 'GetUserOpenBets', kind: 'unauthorized' }]));
  // The tab coming back refreshes open bets (docs/product.md §2), which the server now refuses. Under load a
  // refresh can coincide with one already under way, so the tab 'comes back' until a request goes out.
  await expect
    .poll(
      async () => {
        await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
        return new URL(page.url()).pathname;
      },
      { timeout: 15_000, intervals: [500] },
    )
    .toBe('/auth/login');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByText('Your session has ended. Please log in again.')).toBeVisible();
  expect(await stored(page, 'accessToken')).toBeNull();
  expect(await stored(page, 'userinfo')).toBeNull();
});

// What the player types is what is sent; credentials are never silently changed.
const SQL_RULE = 'Not allowed: the words select, insert, delete, update, drop, union, where, like, exec, from, table';

test('sign-up with a password the sanitiser would change (Update@2024) is refused, naming the word; nothing is sent', async ({ page }) => {
  await page.goto('/home');
  const signup = await openHeaderModal(page, 'Sign up', 'Register Now');
  await mockReady(page);
  await page.evaluate(() => window.__mock?.clearRequests());
  await fillSignup(signup, 'updateplayer', '9812345671', 'Update@2024');
  await signup.getByRole('button', { name: 'Sign Up' }).click();
  await expect(signup.getByText('Password cannot contain the word “Update”.')).toBeVisible();
  await expect(signup.getByText(SQL_RULE)).toBeVisible();
  await expect(signup.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue('Update@2024');
  expect(await page.evaluate(() => window.__mock?.requestCount('/Account/Register'))).toBe(0);
  await expectNoAxeViolations(page);
});

test(
  'an account an older client registered in sanitised form logs in with the password as the player knows it',
  ANY_WIDTH,
  async ({ page }) => {
    await page.goto('/auth/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible({ timeout: 30_000 });
    await mockReady(page);
    // What an older client of the backend family sends for 'Select@Player1': its sanitiser drops 'Select'.
    const registered = await page.evaluate(async () => {
      const post = (path: string, body: unknown) =>
        fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }).then(
          (r) => r.json() as Promise<{ success: boolean }>,
        );
      const account = { userName: 'legacyplayer', mobile: '9812345672' };
      const register = await post('/Account/Register', { ...account, password: '@Player1', confirmPassword: '@Player1' });
      const verify = await post('/Account/VerificationUser', { ...account, domain: 'localhost', otp: '123456' });
      return register.success && verify.success;
    });
    expect(registered).toBe(true);
    await logIn(page, { userName: 'legacyplayer', password: 'Select@Player1' });
    await expect(page.getByTestId('header-balance')).toBeVisible();
    expect(await stored(page, 'username')).toBe('legacyplayer');
  },
);

test(
  'token upkeep: the lifetime check carries the token as the bearer, and a refresh token holding "--" arrives intact',
  ANY_WIDTH,
  async ({ page }) => {
    await page.goto('/underConstruction');
    await expect(page.getByRole('heading', { name: 'Under construction' })).toBeVisible({ timeout: 30_000 });
    await mockReady(page);
    // Base64url tokens hold '--' often enough; the access token has 30 s left, so upkeep renews it at once.
    const access = 'eyJhbGciOiJIUzI1NiJ9.cDE--x_9';
    const refresh = 'rt.Zm9v--YmFy--from_q';
    await page.evaluate(
      ({ access, refresh }) => {
        const outcome = window.__mock?.providerState('player1 is signed in', {
          token: access,
          refreshToken: refresh,
          accessTokenSeconds: 30,
        });
        if (!outcome?.ok) throw new Error('provider state refused');
      },
      { access, refresh },
    );
    // The session is stored as the next page starts, not in this one: this page's own upkeep would
    // otherwise renew the token before the navigation, and the next page's request log (the one read
    // below) would hold no renewal.
    await page.addInitScript(
      ({ access, refresh }) => {
        if (sessionStorage.getItem('e2e-token-upkeep')) return;
        sessionStorage.setItem('e2e-token-upkeep', '1');
        localStorage.setItem('accessToken', access);
        localStorage.setItem('refreshToken', refresh);
        localStorage.setItem('expire_in', String(Date.now() + 30_000));
        localStorage.setItem('userinfo', JSON.stringify({ userName: 'player1', username: 'player1', balance: 100000, exposure: 0 }));
      },
      { access, refresh },
    );
    await page.goto('/home');
    await expect.poll(() => stored(page, 'accessToken'), { timeout: 15_000 }).toMatch(/^mock-at-2-/);
    await expect(page.getByTestId('header-balance')).toBeVisible();
    // The worker answers the first calls before the page's window.__mock is set.
    await mockReady(page);
    const count = (match: string) => page.evaluate((m) => window.__mock?.requestCount(m), match);
    expect(await count(`GET /Account/RefreshToken?refreshToken=${encodeURIComponent(refresh)}`)).toBe(1);
    expect(await count('POST /Account/GetAccessTokenValidateTime')).toBeGreaterThan(0);
    expect(await count('GetAccessTokenValidateTime?')).toBe(0);
    expect(await stored(page, 'refreshToken')).toBe(refresh);
  },
);
