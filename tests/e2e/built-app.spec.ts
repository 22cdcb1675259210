import { expect, test, type Page } from './fixtures';
import { builtChunk, PLAYERS, signInAs } from './support';

// The production build runs: `vite build --mode mock` — the same chunking, minification and
// Content-Security-Policy meta tag as `npm run build`, with the mock backend for data — served by
// `vite preview` (project 'built' in playwright.config.ts). The other specs run on the dev server,
// which has neither the chunk graph nor the CSP: a chunk that executes out of order, or code the
// policy blocks (eval, an inline script, a call to an origin it does not list), shows only here.

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
});

/** Holds the page's requests for `pattern` until the returned function is called. */
async function holdRequests(page: Page, pattern: RegExp): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

const cspViolations = (page: Page) => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

test('the built app starts under its Content-Security-Policy and loads its screens on demand', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/matchlist\/3$/);
  await expect(page).toHaveTitle('Exchange Local | Match List');
  // The app's chunk ran without stack traces (scripts/stackless-evaluation-plugin.ts): errors since have theirs.
  expect(await page.evaluate(() => [Error.stackTraceLimit, typeof new Error('after the start').stack])).toEqual([10, 'string']);
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(policy).toContain("script-src 'self'");
  const inPlay = page.getByRole('region', { name: 'In-Play' });
  await inPlay.getByRole('link', { name: 'India v Australia' }).click();

  // A lazily loaded screen with live prices; a visitor's price click opens the log-in dialog (the
  // session modals load on demand).
  await expect(page).toHaveURL(/\/markets\/3001/);
  await expect(page.getByRole('heading', { level: 1, name: 'India v Australia' })).toBeVisible();
  await page
    .getByRole('button', { name: /^Back India at / })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();

  // Signed in: the bet slip (its own chunk) on a price, then a screen whose form and schemas use
  // zod's classic API (loaded with it).
  await signInAs(page, PLAYERS.player2);
  await page.goto('/markets/3001/33001');
  await page
    .getByRole('button', { name: /^Back India at / })
    .first()
    .click();
  await expect(page.getByTestId('bet-slip').getByRole('button', { name: 'Place bet' })).toBeVisible();
  await page.goto('/account-cash-statement');
  await expect(page.getByRole('heading', { level: 1, name: 'Account Statement' })).toBeVisible();
  // Today's statement, read and validated (with the first chunk's zod/mini schemas).
  const main = page.getByRole('main');
  await expect(main.getByRole('table', { name: 'Transactions' }).or(main.getByText('No transactions in this period.'))).toBeVisible();
  await expect(page.getByTestId('header-balance')).toHaveText('1,30,260');

  expect(await cspViolations(page)).toEqual([]);
});

test("the frame paints before the app's style sheet has arrived, and the app waits for the sheet", async ({ page }) => {
  const releaseStyles = await holdRequests(page, /\/assets\/index-[\w-]+\.css$/);
  const entryRan = page.waitForRequest(builtChunk('dist-mock', 'start-mocking').pattern);
  await page.goto('/matchlist/3', { waitUntil: 'commit' });

  // Painted, not just parsed: the browser reports its first contentful paint while the sheet is out.
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length)).toBe(1);
  await expect(page.getByRole('banner').getByText('Exchange', { exact: true })).toBeVisible();
  const boot = page.getByRole('main').getByText('Loading…', { exact: true });
  await expect(boot).toBeVisible();
  const mantineBody = () => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--mantine-color-body'));
  expect(await mantineBody()).toBe('');

  // The entry has run (it asked for the mock's chunk) and holds its first render for the sheet.
  await entryRan;
  await page.waitForTimeout(500);
  await expect(boot).toBeVisible();

  releaseStyles();
  await expect(page.getByRole('heading', { level: 1, name: 'Cricket' })).toBeVisible();
  expect(await mantineBody()).not.toBe('');
  expect(await cspViolations(page)).toEqual([]);
});

test('on a slow connection the page answers at once, and the app starts before its mock is up', async ({ page }) => {
  // The entry script arrives late: the page already shows its frame and says it is loading (index.html).
  const releaseEntry = await holdRequests(page, /\/assets\/index-[\w-]+\.js$/);
  // The mock build's backend (the in-page mock) starts beside the first render (src/app/main.tsx).
  const releaseMock = await holdRequests(page, builtChunk('dist-mock', 'start-mocking').pattern);

  await page.goto('/matchlist/3', { waitUntil: 'commit' });
  const boot = page.getByRole('main').getByText('Loading…', { exact: true });
  await expect(boot).toBeVisible();

  releaseEntry();
  // The app has rendered (the boot text is gone) while its backend is not up: its calls wait.
  await expect(boot).toBeHidden();
  expect(await page.evaluate(() => window.__mock === undefined)).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'Cricket' })).toBeHidden();

  releaseMock();
  await expect(page.getByRole('heading', { level: 1, name: 'Cricket' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'In-Play' }).getByRole('link', { name: 'India v Australia' })).toBeVisible();
});

test("a market page shows its event's name, and says the markets are coming, before the market screen's code has arrived", async ({
  page,
}) => {
  // On a first visit over slow 4G the market screen's ~30 chunks come last; its title was the page's
  // largest paint, and waited for all of them.
  const releaseScreen = await holdRequests(page, builtChunk('dist-mock', 'markets-page').pattern);
  await page.goto('/markets/3001');
  const title = page.getByRole('heading', { level: 1, name: 'India v Australia' });
  await expect(title).toBeVisible();
  const pending = page.getByRole('main').getByRole('status').filter({ hasText: 'Loading the markets…' });
  await expect(pending).toBeVisible();
  const position = async () => {
    const box = await title.boundingBox();
    return { x: box?.x, y: box?.y };
  };
  const before = await position();

  releaseScreen();
  await expect(page.getByRole('button', { name: /^Back India at / }).first()).toBeVisible();
  await expect(pending).toHaveCount(0);
  // The screen puts its title where the pending view had it: nothing moves (on a desktop the slip's
  // column then narrows the main column, so the heading's width may change, not its place).
  expect(await position()).toEqual(before);
});
