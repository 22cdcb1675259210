import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './fixtures';
import { ANY_WIDTH, brandUrl, closeApkBar, expectNoAxeViolations, openQuietMarket, PLAYER_PASSWORD, PLAYERS, signInAs } from './support';

// The app in Hindi (docs/i18n.md): a player's day in Hindi at 360 px and on a desktop, and every
// screen in the pseudo-language, where any word that did not come from a catalogue or from the
// server is plain ASCII and fails the test.

test.describe.configure({ timeout: 240_000 });

const SWITCH = 'Language / भाषा';
const INDIA = 3001011;

/** The Hindi of an English message, read from the catalogue the build compiled. */
const HINDI = (() => {
  const po = readFileSync('src/locales/hi.po', 'utf8');
  const unquote = (block: string) =>
    [...block.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((match) => JSON.parse(`"${match[1]}"`) as string).join('');
  const entries = new Map<string, string>();
  for (const entry of po.split(/\n\n/)) {
    const id = /^msgid ((?:".*"\n?)+)/m.exec(entry)?.[1];
    const text = /^msgstr ((?:".*"\n?)+)/m.exec(entry)?.[1];
    if (id && text && !/^msgctxt/m.test(entry)) entries.set(unquote(id), unquote(text));
  }
  return entries;
})();

function hi(english: string): string {
  const hindi = HINDI.get(english);
  if (!hindi) throw new Error(`src/locales/hi.po has no Hindi for ${JSON.stringify(english)}`);
  return hindi;
}

const DEVANAGARI = /[\u0900-\u097F]/;

test('a Hindi player logs in, backs, cashes out, asks for a withdrawal and sets a deposit limit', async ({ page }) => {
  await page.goto('/auth/login');
  const main = page.getByRole('main');
  await main.getByRole('combobox', { name: SWITCH }).selectOption('hi');
  await expect(main.getByRole('heading', { level: 1, name: hi('Log in') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expectNoAxeViolations(page);
  await main.getByRole('textbox', { name: hi('Username'), exact: true }).fill('player2');
  await main.getByRole('textbox', { name: hi('Password'), exact: true }).fill(PLAYER_PASSWORD);
  await main.getByRole('button', { name: hi('Log in'), exact: true }).click();
  await expect(page.getByTestId('header-balance')).toHaveText('1,30,260', { timeout: 30_000 });

  // A back of India at the best price, matched at once, then the whole book cashed out.
  await openQuietMarket(page, '/markets/3001/33001', { betDelayScale: 0 });
  await page.getByTestId(`runner-${INDIA}`).locator('button[data-side="back"][data-level="0"]').click();
  const slip = page.getByTestId('bet-slip');
  await slip.getByRole('textbox', { name: hi('Stake') }).fill('100');
  await expectNoAxeViolations(page);
  await slip.getByRole('button', { name: hi('Place bet') }).click();
  await expect(slip.getByTestId('bet-outcome')).toContainText(DEVANAGARI, { timeout: 15_000 });
  await expect(slip.getByTestId('bet-outcome')).not.toContainText(/Bet|placed|matched/);

  await page
    .getByRole('region', { name: 'Match Odds' })
    .getByRole('button', { name: hi('Cash out'), exact: true })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('cash-out-quote')).toContainText(DEVANAGARI);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: hi('Cash out') }).click();
  await expect(dialog).toBeHidden({ timeout: 15_000 });
  await expect(page.getByRole('region', { name: 'Match Odds' }).getByRole('button', { name: hi('Cash out'), exact: true })).toBeHidden({
    timeout: 15_000,
  });

  await page.goto('/depositw/2');
  const withdraw = main.getByRole('form', { name: hi('Withdraw') });
  await expect(withdraw).toBeVisible({ timeout: 30_000 });
  await closeApkBar(page);
  await withdraw.getByRole('textbox', { name: hi('Amount'), exact: true }).fill('1000');
  await withdraw.getByRole('textbox', { name: hi('Account holder name') }).fill('Player Two');
  await withdraw.getByRole('textbox', { name: hi('Account number') }).fill('001234567890');
  await withdraw.getByRole('textbox', { name: hi('IFSC code') }).fill('HDFC0001234');
  await withdraw.getByRole('button', { name: hi('Submit withdrawal request') }).click();
  await expect(withdraw.getByRole('status')).toContainText(DEVANAGARI, { timeout: 15_000 });
  await expectNoAxeViolations(page);

  await page.goto('/safer-gambling');
  const daily = main.getByRole('form', { name: hi('Daily deposit limit') });
  await expect(daily).toBeVisible({ timeout: 30_000 });
  await closeApkBar(page);
  await daily.getByRole('textbox', { name: new RegExp(hi('Daily deposit limit')) }).fill('1000');
  await daily.getByRole('button', { name: hi('Set daily limit') }).click();
  await expect(page.getByTestId('deposit-daily-standing')).toContainText('1,000');
  await expect(page.getByTestId('deposit-daily-standing')).toContainText(DEVANAGARI);
  await expectNoAxeViolations(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
});

test('the switch changes every word at once, without a reload, and is remembered', async ({ page, isMobile }) => {
  await signInAs(page, PLAYERS.player1);
  // A desktop has the switch in the header, here on a market with live prices; a phone in the account menu.
  const path = isMobile ? '/account-menu' : '/markets/3001';
  const words = isMobile ? page.getByRole('main') : page.getByRole('region', { name: 'Match Odds' });
  await page.goto(path);
  await expect(words).toBeVisible({ timeout: 30_000 });
  const loadedAt = await page.evaluate(() => performance.timeOrigin);
  await page.getByRole('combobox', { name: SWITCH }).selectOption('hi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(words).toContainText(DEVANAGARI);
  await expect(page).toHaveTitle(DEVANAGARI);
  expect(await page.evaluate(() => performance.timeOrigin)).toBe(loadedAt);
  await expectNoAxeViolations(page);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(words).toContainText(DEVANAGARI, { timeout: 30_000 });
});

/** Every screen a player can reach, signed in (the login and sign-up pages signed out). */
const SCREENS = [
  '/matchlist/3',
  '/inplay',
  '/home',
  '/markets/3001',
  '/multimarket',
  '/casino',
  '/lobby-page/popular',
  '/account-menu',
  '/account/my-profile',
  '/account/balance-overview',
  '/account/activity-log',
  '/change-password',
  '/account-cash-statement',
  '/Market-Analysis',
  '/current-bet',
  '/open-bets',
  '/ProfitLoss',
  '/bet-history',
  '/all-bet-history-profit-loss',
  '/Payment',
  '/depositw',
  '/depositw/2',
  '/dwrequests',
  '/bonus',
  '/safer-gambling',
  '/error-404',
  '/error-500',
] as const;

/** Every string value of every JSON answer the tab got, kept across its page loads, and the app's stored
 * copies of them (localStorage): the server's words, shown as sent. */
async function recordServerWords(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const KEY = 'e2e-server-words';
    const words = new Set<string>(JSON.parse(sessionStorage.getItem(KEY) ?? '[]') as string[]);
    const collect = (value: unknown): void => {
      if (typeof value === 'string') words.add(value);
      else if (Array.isArray(value)) value.forEach(collect);
      else if (value && typeof value === 'object') Object.values(value).forEach(collect);
    };
    const fetch = window.fetch.bind(window);
    window.fetch = async (...args) => {
      const response = await fetch(...args);
      if (response.headers.get('content-type')?.includes('json'))
        response
          .clone()
          .json()
          .then((body: unknown) => {
            collect(body);
            sessionStorage.setItem(KEY, JSON.stringify([...words]));
          })
          .catch(() => undefined);
      return response;
    };
    Object.assign(window, {
      __serverWords: () => {
        for (let index = 0; index < localStorage.length; index += 1) {
          const stored = localStorage.getItem(localStorage.key(index) ?? '') ?? '';
          try {
            collect(JSON.parse(stored));
          } catch {
            collect(stored);
          }
        }
        return [...words];
      },
    });
  });
}

/** The words on screen and in the accessible names that are not a catalogue's, the server's or Intl's. */
function foreignWords(page: Page): Promise<string[]> {
  return page.evaluate((switchName) => {
    const serverWords = (window as unknown as { __serverWords?: () => string[] }).__serverWords?.() ?? [];
    // Server HTML (a bonus's terms) reaches the page as several text nodes: each is a piece of it.
    const server = serverWords
      .map((word) =>
        word
          .replace(/<[^>]*>/g, ' ')
          .replace(/\s+/g, ' ')
          .trim(),
      )
      .filter((word) => word.length > 1);
    const longestFirst = [...server].sort((a, b) => b.length - a.length);
    // Intl's words for dates in the app's locales (month, weekday, am/pm) are locale data, not ours.
    const intl = new Set<string>(['am', 'pm', 'AM', 'PM']);
    for (let month = 0; month < 12; month += 1)
      for (const style of ['short', 'long'] as const)
        intl.add(new Intl.DateTimeFormat('en-IN', { month: style }).format(new Date(2026, month, 1)));
    for (let day = 0; day < 7; day += 1)
      for (const style of ['short', 'long'] as const)
        intl.add(new Intl.DateTimeFormat('en-IN', { weekday: style }).format(new Date(2026, 10, 1 + day)));
    const own = [switchName, 'English', 'हिन्दी', 'Pseudo'];
    const found = new Set<string>();
    const judge = (raw: string | null | undefined, where: string) => {
      const text = raw?.replace(/\s+/g, ' ').trim();
      if (!text || !/[A-Za-z]{2}/.test(text) || server.some((word) => word.includes(text))) return;
      let left = [...own, ...longestFirst].reduce((rest, word) => rest.split(word).join(' '), text);
      left = left.replace(/[A-Za-z]+/g, (word) => (intl.has(word) ? ' ' : word));
      if (/[A-Za-z]{2,}/.test(left)) found.add(`${where}: "${text.slice(0, 80)}"`);
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, noscript, [aria-hidden="true"], svg')) continue;
      if (!parent.checkVisibility()) continue;
      judge(node.textContent, `<${parent.tagName.toLowerCase()}>`);
    }
    for (const element of document.querySelectorAll('[aria-label], [title], [placeholder], img[alt], [aria-description]')) {
      if (element.closest('[aria-hidden="true"]')) continue;
      for (const attribute of ['aria-label', 'title', 'placeholder', 'alt', 'aria-description'])
        judge(element.getAttribute(attribute), `<${element.tagName.toLowerCase()} ${attribute}>`);
    }
    judge(document.title, '<title>');
    return [...found];
  }, SWITCH);
}

test.describe('the pseudo-language', () => {
  // The words are the same at every width.
  test('every screen shows only words from a catalogue or from the server', ANY_WIDTH, async ({ page }) => {
    test.setTimeout(420_000);
    await recordServerWords(page);
    const failures: string[] = [];
    await page.goto('/auth/login?lang=pseudo');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    failures.push(...(await foreignWords(page)).map((word) => `/auth/login ${word}`));
    await page.goto('/auth/signup?lang=pseudo');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    failures.push(...(await foreignWords(page)).map((word) => `/auth/signup ${word}`));

    await signInAs(page, PLAYERS.player2);
    for (const path of SCREENS) {
      await page.goto(`${path}?lang=pseudo`);
      await expect(page.locator('main h1, main h2').first()).toBeVisible({ timeout: 30_000 });
      await expect(page.getByText(/Loading|Ĺōàďĩńĝ/)).toHaveCount(0, { timeout: 30_000 });
      if (path === '/markets/3001') {
        await page.getByTestId(`runner-${INDIA}`).locator('button[data-side="back"][data-level="0"]').click();
        await expect(page.getByTestId('bet-slip')).toBeVisible();
      }
      failures.push(...(await foreignWords(page)).map((word) => `${path} ${word}`));
    }
    expect(failures).toEqual([]);
  });
});

test("a brand's default language greets a visitor until they choose another", ANY_WIDTH, async ({ page }) => {
  await page.goto(brandUrl('hindi.localhost', '/auth/login'));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: hi('Log in') })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await main.getByRole('combobox', { name: SWITCH }).selectOption('en');
  await expect(main.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await page.reload();
  await expect(main.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
