import { expect, test, type Page } from './fixtures';
import { expectNoAxeViolations, openSportsNav } from './support';

// Sports and events in real Chromium against the mock backend in the browser (docs/mock-backend.md event ids:
// cricket 3001–3004; 3001 and 3002 are in play). Both projects run every test: desktop and a
// 360 px phone, where the sports navigation sits behind the menu button.

test('a visitor opens cricket from the sports navigation and sees its in-play matches', async ({ page }) => {
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Highlights' })).toBeVisible();
  await openSportsNav(page);
  await page.getByRole('navigation', { name: 'Sports' }).getByRole('link', { name: 'Cricket, 4 events' }).click();

  await expect(page).toHaveURL(/\/matchlist\/3$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cricket' })).toBeVisible();
  const inPlay = page.getByRole('region', { name: 'In-Play' });
  await expect(inPlay.getByRole('link', { name: 'India v Australia' })).toBeVisible();
  await expect(inPlay.getByRole('link', { name: 'Mumbai Indians v Chennai Super Kings' })).toBeVisible();
  const rows = inPlay.getByRole('listitem');
  await expect(rows).toHaveCount(2);
  for (const row of await rows.all()) await expect(row).toContainText('In-Play');
  await expect(inPlay.getByRole('link', { name: 'England v South Africa' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Upcoming' }).getByRole('link', { name: 'England v South Africa' })).toBeVisible();
});

test('two pinned events show together on /multimarket, and stay pinned after a reload', async ({ page }) => {
  // Five page loads, each row fetching its match odds: 55–60 s on a busy 2-core machine.
  test.slow();
  await page.goto('/matchlist/3');
  const pinIndia = page.getByRole('button', { name: 'Pin India v Australia' });
  await expect(pinIndia).toHaveAttribute('aria-pressed', 'false');
  await pinIndia.click();
  await expect(page.getByRole('button', { name: 'Unpin India v Australia' })).toHaveAttribute('aria-pressed', 'true');
  // The keyboard works too.
  await page.getByRole('button', { name: 'Pin England v South Africa' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Unpin England v South Africa' })).toBeVisible();

  await page.goto('/multimarket');
  const pinned = page.getByRole('list', { name: 'Pinned matches' });
  await expect(pinned.getByRole('listitem')).toHaveCount(2);
  await expect(pinned.getByRole('link', { name: 'India v Australia' })).toHaveAttribute('href', '/markets/3001/33001');
  await expect(pinned.getByRole('link', { name: 'England v South Africa' })).toHaveAttribute('href', '/markets/3003/33003');

  await page.reload();
  await expect(pinned.getByRole('listitem')).toHaveCount(2);
  await pinned.getByRole('button', { name: 'Unpin India v Australia' }).click();
  await expect(pinned.getByRole('listitem')).toHaveCount(1);
  await page.reload();
  await expect(pinned.getByRole('link', { name: 'England v South Africa' })).toBeVisible();
  await expect(pinned.getByRole('link', { name: 'India v Australia' })).toHaveCount(0);
});

test.describe('accessibility of the sports screens', () => {
  const screens: ReadonlyArray<[path: string, heading: string, ready: (page: Page) => ReturnType<Page['getByRole']>]> = [
    ['/home', 'Highlights', (page) => page.getByRole('region', { name: 'Top winners' }).getByRole('listitem').first()],
    ['/inplay', 'In-Play', (page) => page.getByRole('link', { name: 'India v Australia' })],
    ['/matchlist/3', 'Cricket', (page) => page.getByRole('link', { name: 'Pakistan v New Zealand' })],
    ['/multimarket', 'Multi Markets', (page) => page.getByRole('list', { name: 'Pinned matches' }).getByRole('listitem').first()],
  ];

  for (const [path, heading, ready] of screens) {
    test(`${path} passes axe`, async ({ page }) => {
      // A pinned event, so /multimarket has rows and every list shows a pressed toggle.
      await page.addInitScript(() => window.localStorage.setItem('pins', '[3001]'));
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(ready(page)).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
      await expectNoAxeViolations(page);
    });
  }
});
