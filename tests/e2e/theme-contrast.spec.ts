import { expect, test, type Page } from './fixtures';
import { axeResults, brandUrl, PLAYERS, signInAs } from './support';

// Every text meets WCAG AA contrast on every brand theme a site can get, not only the default one
// the other e2e runs see. Themes are chosen by host name (docs/product.md §4): 127.0.0.1 is 'light',
// localhost 'dark', and .env.development lists one host each for 'orange' and 'blue'. No host gets
// 'pink' or 'cyan' (their lists are empty, docs/product.md §4); their palettes' contrast is checked
// in tests/unit/site-theme.test.ts with the other four. (Until now their two cases here ran on hosts
// that no list names, that is on 'light', under their names.)
const THEMES = [
  { theme: 'light', host: undefined, scheme: 'light' },
  { theme: 'dark', host: 'localhost', scheme: 'dark' },
  { theme: 'orange', host: 'orange.localhost', scheme: 'light' },
  { theme: 'blue', host: 'blue.localhost', scheme: 'light' },
] as const;

const SCREENS = [
  { path: '/matchlist/3', heading: 'Cricket' },
  { path: '/markets/3001', heading: 'India v Australia' },
] as const;

async function expectContrast(page: Page, where: string): Promise<void> {
  const results = await axeResults(page, ['color-contrast']);
  const failures = results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${node.target.join(' ')}: ${node.any[0]?.message ?? violation.help}`),
  );
  expect(failures, where).toEqual([]);
}

for (const { theme, host, scheme } of THEMES) {
  test(`text meets AA contrast on the ${theme} theme`, async ({ page }) => {
    test.setTimeout(120_000);
    await signInAs(page, PLAYERS.player1, host);
    for (const screen of SCREENS) {
      await page.goto(host ? brandUrl(host, screen.path) : screen.path);
      await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible({ timeout: 30_000 });
      // Live prices would flash cells while axe reads them.
      await expect
        .poll(() => page.evaluate(() => (window.__mock ? (window.__mock.setOddsStream(false), true) : false)).catch(() => false))
        .toBe(true);
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
      await expectContrast(page, `${screen.path} on ${theme}`);
    }
  });
}
