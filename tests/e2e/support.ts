import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FaultRule } from '../../mocks/faults';

/**
 * A test whose steps and outcome are the same at every width: rules of money and of the session,
 * faults, tabs. It runs once, on desktop; the phone project (360 px) runs what a phone's layout
 * changes (playwright.config.ts). A test on anything the layout decides (where a control is, what a
 * menu holds, a screenshot, axe on a screen, a toast's place) does not carry it.
 */
export const ANY_WIDTH = { tag: '@any-width' } as const;

/** A test that sets every width it checks itself, 360 px among them when a phone has something to
 * check: it runs once, on desktop (playwright.config.ts); the phone project would repeat its 360 px pass. */
export const OWN_WIDTHS = { tag: '@own-widths' } as const;

/** An address of the app under test (the project's baseURL) under a mock brand's own host name. The
 * brands' names are `*.localhost` ones (mocks/db/seed/brands.ts, .env.development's theme domains):
 * Chromium resolves them to the loopback address itself and treats them as secure origins, so the MSW
 * service worker registers there too. (The headless shell ignores
 * --unsafely-treat-insecure-origin-as-secure, which `.local` names needed.) */
export function brandUrl(host: string, path: string): string {
  const url = new URL(path, test.info().project.use.baseURL);
  url.hostname = host;
  return url.href;
}

/** axe over the page, every rule unless `rules` names some. Without frames, axe.run in the page (legacy
 * mode): the default's results, node for node on 32 screens, in half the time (no blank tab for finishRun).
 * A page with a frame, or one that gained one meanwhile, takes the default: it tests cross-origin frames. */
export async function axeResults(page: Page, rules?: string[]): ReturnType<AxeBuilder['analyze']> {
  const builder = () => (rules ? new AxeBuilder({ page }).withRules(rules) : new AxeBuilder({ page }));
  if (page.frames().length === 1) {
    const results = await builder().setLegacyMode(true).analyze();
    if (page.frames().length === 1) return results;
  }
  return builder().analyze();
}

/** axe with zero violations, listing each failing rule and where. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await axeResults(page);
  expect(
    results.violations.map(
      (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    ),
  ).toEqual([]);
}

/** The mock's seeded players (docs/mock-backend.md "Users") and the tokens it issued them. */
export const PLAYERS = {
  player1: { token: 'mock-at-2-0', userName: 'player1', balance: 100000, exposure: 0 },
  player2: { token: 'mock-at-3-0', userName: 'player2', balance: 130260, exposure: 10140 },
  demo: { token: 'mock-at-4-0', userName: 'demo', balance: 100000, exposure: 0 },
} as const;

export interface SeededSession {
  token: string;
  userName: string;
  balance: number;
  exposure: number;
  casinoToken?: string;
}

/**
 * Starts a tab signed in with a seeded token (the sign-in screens have their own tests): the session
 * is written into the app's storage before the tab's next page load runs any script of the app, on
 * the app's host (or the brand's), once per tab. A logout or a second signInAs later in the test is
 * not undone by a reload. The caller then opens the page it needs: one load instead of two (a
 * throwaway page first, then the one under test), which was a tenth of a signed-in test's time.
 */
export async function signInAs(page: Page, session: SeededSession, host?: string): Promise<void> {
  const appHost = new URL(host ? brandUrl(host, '/') : '/', test.info().project.use.baseURL).host;
  const once = `e2e-signed-in-${Math.random().toString(36).slice(2)}`;
  await page.addInitScript(
    ({ appHost, once, token, userName, balance, exposure, casinoToken }) => {
      if (location.host !== appHost || sessionStorage.getItem(once)) return;
      sessionStorage.setItem(once, '1');
      localStorage.setItem('accessToken', token);
      if (casinoToken) localStorage.setItem('casinoToken', casinoToken);
      localStorage.setItem('userinfo', JSON.stringify({ userName, username: userName, balance, exposure }));
    },
    { appHost, once, ...session },
  );
}

/** `path` with fault rules for its first load: the mock runs in the page, so they travel in the address. */
export const withFaults = (path: string, rules: FaultRule[]): string =>
  `${path}${path.includes('?') ? '&' : '?'}mockFaults=${encodeURIComponent(JSON.stringify(rules))}`;

/** The in-page mock backend has started (window.__mock is its control surface). MSW may reload a page
 * its worker does not control yet: wait for this before using __mock on a page whose content did not
 * already come from the mock. */
export async function mockReady(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => window.__mock !== undefined)).toBe(true);
}

/** The page's clock now (Playwright's, once installed), in ms. */
export const appNow = (page: Page): Promise<number> => page.evaluate(() => Date.now());

/**
 * Polls `read` (one that does not wait) while the page's installed clock (`page.clock.install()`)
 * jumps `step` ms before each look: the app's and the in-page mock's own delays (a bet delay, a
 * back-off, a countdown) pass in their time, several times faster than the wall clock. A jump fires
 * each due timer once, never early (a frame loop does not run 15 times a jump). A test that must not
 * see an outcome too soon compares `appNow` before and after.
 */
export function inAppTime<T>(page: Page, read: () => Promise<T>, step = 500) {
  return expect.poll(
    async () => {
      await page.clock.fastForward(step);
      return read();
    },
    { intervals: [20] },
  );
}

/** inAppTime on the text of `locator`, all its matches ('' while none). Not textContent(): it waits,
 * in wall time, for a locator that matches nothing yet. */
export const textInAppTime = (page: Page, locator: Locator) => inAppTime(page, async () => (await locator.allTextContents()).join('\n'));

/** Clears the mock's fault rules; the requests a 'hold' rule keeps waiting go on. */
export async function clearFaults(page: Page): Promise<void> {
  await mockReady(page);
  await page.evaluate(() => window.__mock?.clearFaults());
}

/** Opens the Log in or Sign up dialog from the header. */
export async function openHeaderModal(page: Page, button: 'Log in' | 'Sign up', title: string): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Fills the sign-up form, with a valid password unless told another (typed in both password fields). */
export async function fillSignup(dialog: Locator, username: string, mobile: string, password = 'Secret@123'): Promise<void> {
  await dialog.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await dialog.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill(password);
  await dialog.getByRole('textbox', { name: 'Mobile', exact: true }).fill(mobile);
}

/** The seeded players' password (docs/mock-backend.md "Users"). */
export const PLAYER_PASSWORD = 'Player@123';

export interface LogInOptions {
  /** Whose account: player1 unless told. */
  readonly userName?: string;
  /** What is typed as the password: the seeded players' own unless told (a wrong one, a changed one). */
  readonly password?: string;
  /** How the form is sent: a click on Log in (the default), Enter in the password field, or not at all
   * (the test sends it its own way). */
  readonly submit?: 'click' | 'enter' | 'none';
}

/** Types the credentials into the login page's form (/auth/login) and sends it: the one place a test
 * fills that form (tests/unit/e2e-shared-helpers.test.ts). A sign-in the test is not about is signInAs. */
export async function logIn(page: Page, options: LogInOptions = {}): Promise<void> {
  const main = page.getByRole('main');
  // The first page of a run may still be loading on a busy machine.
  await expect(main.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible({ timeout: 30_000 });
  await main.getByRole('textbox', { name: 'Username', exact: true }).fill(options.userName ?? 'player1');
  const password = main.getByRole('textbox', { name: 'Password', exact: true });
  await password.fill(options.password ?? PLAYER_PASSWORD);
  const submit = options.submit ?? 'click';
  if (submit === 'click') await main.getByRole('button', { name: 'Log in' }).click();
  else if (submit === 'enter') await password.press('Enter');
}

/** Another screen of the app without reloading it (the mock's settings stay as the test set them). */
export async function goWithinTheApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** The sports navigation: behind the menu button on a phone. */
export async function openSportsNav(page: Page): Promise<void> {
  const menu = page.getByRole('button', { name: 'Open sports menu' });
  if (await menu.isVisible()) await menu.click();
}

/** '+1,500' / '−0.22' / '0' as a number; anything else is NaN. */
export function amountOf(text: string): number {
  return Number(text.replace('−', '-').replace('+', '').replace(/,/g, '').trim());
}

/** Closes the phone's 'Android app' bar where it shows (it covers the foot of the page). */
export async function closeApkBar(page: Page): Promise<void> {
  const bar = page.getByRole('complementary', { name: 'Android app' });
  if (await bar.isVisible()) await bar.getByRole('button', { name: 'Close' }).click();
}

export interface QuietMarketOptions {
  /** The mock's bet delay, scaled (0: none); left as it is when not given. */
  readonly betDelayScale?: number;
  /** Forget the requests the mock has seen so far (window.__mock.requests). */
  readonly clearRequests?: boolean;
  /** Leave the phone's 'Android app' bar open (it is closed by default). */
  readonly keepApkBar?: boolean;
}

/** Opens a market page with the mock's price stream stopped: the test moves the market itself
 * (window.__mock), and returns once the page's hub connection has registered, so that the moves it
 * pushes reach the page (a move pushed before the connection is up reaches nobody: the page loaded
 * the book before it). The worker may take over with a reload on the first visit, and the first
 * visit compiles the page on a cold dev server: the controls are retried until they answer. */
export async function openQuietMarket(page: Page, path: string, options: QuietMarketOptions = {}): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('region', { name: 'Match Odds' })).toBeVisible({ timeout: 30_000 });
  const settings = { betDelayScale: options.betDelayScale ?? null, clearRequests: options.clearRequests ?? false };
  await expect
    .poll(
      () =>
        page
          .evaluate(({ betDelayScale, clearRequests }) => {
            if (!window.__mock) return false;
            window.__mock.setOddsStream(false);
            if (betDelayScale !== null) window.__mock.setBetDelayScale(betDelayScale);
            if (clearRequests) window.__mock.clearRequests();
            return true;
          }, settings)
          .catch(() => false),
      { timeout: 60_000 },
    )
    .toBe(true);
  await expect
    .poll(() => page.evaluate(() => window.__mock?.hubClients().some((client) => client.registration !== null) ?? false), {
      timeout: 30_000,
    })
    .toBe(true);
  if (!options.keepApkBar) await closeApkBar(page);
}

/** What becomes of a bet still unmatched when the market goes in play or suspends (the slip's choice). */
export type Persistence = 'Cancel at in-play / suspend' | 'Keep';

/** Backs the runner one tick above its best back for `stake`, cancelled at in-play / suspend or
 * kept; answers the odds asked. */
export async function backAboveTheBest(page: Page, runnerId: number, stake: string, persistence: Persistence): Promise<string> {
  await page.getByTestId(`runner-${runnerId}`).locator('button[data-side="back"][data-level="0"]').click();
  const slip = page.getByTestId('bet-slip');
  const odds = slip.getByRole('textbox', { name: 'Odds' });
  const shown = await odds.inputValue();
  await slip.getByRole('button', { name: 'Raise odds by one tick' }).click();
  await expect(odds).not.toHaveValue(shown);
  const asked = await odds.inputValue();
  await slip.getByRole('radio', { name: persistence }).check();
  // The same runner and side again keeps the stake typed before: type this one afresh.
  const stakeBox = slip.getByRole('textbox', { name: 'Stake' });
  await stakeBox.fill('');
  await stakeBox.pressSequentially(stake);
  await slip.getByRole('button', { name: 'Place bet' }).click();
  await expect(slip.getByTestId('bet-outcome')).toContainText('Bet placed unmatched', { timeout: 15_000 });
  return asked;
}

/** The ids of a player's open bets in the mock, oldest first. */
export async function openBetIds(page: Page, userName = 'player1'): Promise<number[]> {
  const refs = await page.evaluate((user) => window.__mock?.openBets(user) ?? [], userName);
  return refs.map((ref) => ref.betId).sort((a, b) => a - b);
}

/** What the 'desktop' and 'phone' projects serve (playwright.config.ts): the mock build copied by scripts/e2e-app.mjs. */
export const E2E_DIST = 'dist-e2e';

/**
 * A chunk of a build, by the module it is named after (the `name` of the build's manifest entry), as
 * the page asks for it: its file and its style sheets, each from the site's root. A lazily loaded
 * chunk's file name is its content hash alone (vite.config.ts), so a test finds it here. Call it in a
 * test, once the web servers have built.
 */
export function builtChunk(dist: string, name: string): { file: string; css: string[]; pattern: RegExp } {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { file: string; name?: string; css?: string[] }
  >;
  const chunks = Object.values(manifest).filter((chunk) => chunk.name === name);
  const [chunk] = chunks;
  if (!chunk || chunks.length > 1) throw new Error(`${dist}: ${chunks.length} chunks named ${name} in the build's manifest`);
  const file = `/${chunk.file}`;
  return {
    file,
    css: (chunk.css ?? []).map((sheet) => `/${sheet}`),
    pattern: new RegExp(`${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
  };
}
