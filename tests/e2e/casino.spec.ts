import { expect, test } from './fixtures';
import { brandUrl, expectNoAxeViolations, openSportsNav, PLAYERS, signInAs } from './support';

const PLAYER1_WITH_CASINO = { ...PLAYERS.player1, casinoToken: 'mock-casino-2' };

// The casino in real Chromium against the mock backend, on desktop and on a 360 px phone.
// player1: balance 1,00,000, casino token mock-casino-2 (docs/mock-backend.md "Users").

// Several screens load per test on a shared 2-core machine.
test.describe.configure({ timeout: 90_000 });

test('a visitor on a brand with casino and a stored game list sees the lobby entry', async ({ page }) => {
  await page.goto('/home');
  // The per-site file stores the device's list (docs/product.md §3); the entry follows docs/product.md §4.
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('desktopGames') ?? '[]').length)).toBeGreaterThan(0);
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('mobileGames') ?? '[]').length)).toBeGreaterThan(0);
  await openSportsNav(page);
  const entry = page.getByRole('list', { name: 'Sports' }).getByRole('link', { name: 'Casino, games' });
  await expect(entry).toBeVisible();
  await expect(entry).toHaveAttribute('href', '/casino');
});

test('casino off: every casino route lands on / (then the default landing) for a visitor', async ({ page }) => {
  for (const path of ['/casino', '/lobby', '/lobby?game=teen-patti', '/lobby-page/popular']) {
    await page.goto(brandUrl('nocasino.localhost', path));
    await expect(page).toHaveURL(/nocasino\.localhost:\d+\/matchlist\/3$/, { timeout: 20_000 });
  }
});

test('casino off: every casino route lands on / for a player too, and no casino entry shows', async ({ page }) => {
  await signInAs(page, PLAYER1_WITH_CASINO, 'nocasino.localhost');
  for (const path of ['/casino', '/lobby', '/lobby-page/popular']) {
    await page.goto(brandUrl('nocasino.localhost', path));
    await expect(page).toHaveURL(/nocasino\.localhost:\d+\/matchlist\/3$/, { timeout: 20_000 });
  }
  await openSportsNav(page);
  await expect(page.getByRole('list', { name: 'Sports' }).getByRole('link', { name: 'Cricket, 4 events' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Sports' }).getByText('Casino', { exact: true })).toHaveCount(0);
});

test('the lobby lists, searches and passes axe', async ({ page }) => {
  await signInAs(page, PLAYER1_WITH_CASINO);
  await page.goto('/casino');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Casino' })).toBeVisible({ timeout: 30_000 });
  const teenPatti = main.getByRole('list', { name: 'Popular games' }).getByRole('img', { name: 'Teen Patti' });
  await expect(teenPatti).toHaveAttribute('loading', 'lazy');
  await expect(main.getByTestId('casino-balance')).toHaveText('1,00,000');
  // Every tile's picture, as the mocked CDN draws it, shows its game's name, not its file's path, at
  // the tile's size (mocks/handlers/shared/placeholder-image.ts).
  await teenPatti.scrollIntoViewIfNeeded();
  await expect.poll(() => teenPatti.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(380);
  const pictures = await main.locator('img').evaluateAll((images) =>
    Promise.all(
      (images as HTMLImageElement[]).map(async (image) => {
        const svg = await (await fetch(image.src)).text();
        return { game: image.alt, showsName: svg.includes(`>${image.alt}</text>`), showsPath: /\.webp|casino\//.test(svg) };
      }),
    ),
  );
  expect(pictures.length).toBeGreaterThanOrEqual(11);
  expect(pictures.filter((picture) => !picture.showsName || picture.showsPath)).toEqual([]);
  await expectNoAxeViolations(page);

  const search = main.getByRole('searchbox', { name: 'Search games' });
  await search.fill('roulette');
  await expect(main.getByText('2 games found.')).toBeVisible();
  await search.fill('roulette zzz');
  await expect(main.getByText('No games match “roulette zzz”.')).toBeVisible();
  await expectNoAxeViolations(page);

  await search.fill('');
  await main.getByRole('navigation', { name: 'Casino sections' }).getByRole('link', { name: 'Live Casino' }).click();
  await expect(page).toHaveURL(/\/lobby-page\/live-casino$/);
  await expect(main.getByRole('list', { name: 'Baccarat tables' }).getByRole('listitem')).toHaveCount(3);
  await expectNoAxeViolations(page);
});

test('a game opens in a full-height frame, and Back to sports restores the navbar', async ({ page }, testInfo) => {
  await signInAs(page, PLAYER1_WITH_CASINO);
  await page.goto('/casino');
  const main = page.getByRole('main');
  await expect(main.getByRole('list', { name: 'Popular games' })).toBeVisible({ timeout: 30_000 });
  await main.getByRole('list', { name: 'Popular games' }).getByRole('link', { name: 'Play Teen Patti' }).click();
  await expect(page).toHaveURL(/\/lobby\?game=teen-patti$/);

  const frame = main.locator('iframe[title="Teen Patti game"]');
  await expect(frame).toBeVisible({ timeout: 30_000 });
  // The mock provider's game page really loads in the frame.
  await expect(page.frameLocator('iframe[title="Teen Patti game"]').getByRole('heading', { name: 'Teen Patti' })).toBeVisible();
  await expect(page.frameLocator('iframe[title="Teen Patti game"]').getByText('lotus')).toBeVisible();
  // Full height: the frame takes most of the window below the header.
  const viewport = page.viewportSize();
  const box = await frame.boundingBox();
  expect(viewport && box ? box.height / viewport.height : 0).toBeGreaterThan(0.6);
  await expectNoAxeViolations(page);

  // One way back on each screen size: the navbar's beside the game on a desktop, the game bar's on a
  // phone (whose navbar is folded away).
  const barLink = main.getByRole('link', { name: 'Back to sports' });
  const navLink = page.getByRole('navigation', { name: 'Sports' }).getByRole('link', { name: 'Back to sports' });
  const phone = testInfo.project.name === 'phone';
  await (phone ? expect(barLink).toBeVisible() : expect(barLink).toBeHidden());
  await (phone ? barLink : navLink).click();
  await expect(page).toHaveURL(/\/matchlist\/3$/);
  await expect(page.locator('iframe')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Back to sports' })).toHaveCount(0);
  await openSportsNav(page);
  await expect(page.getByRole('list', { name: 'Sports' }).getByRole('link', { name: 'Casino, games' })).toBeVisible();
});

test('a provider failure is stated with its reason and the player is back in the lobby', async ({ page }) => {
  await signInAs(page, PLAYER1_WITH_CASINO);
  await page.goto('/casino');
  const main = page.getByRole('main');
  await expect(main.getByRole('list', { name: 'Popular games' })).toBeVisible({ timeout: 30_000 });
  await page.evaluate(() => window.__mock?.setFaults([{ match: '/lotus/api/auth/login', kind: 'http500', times: 1 }]));
  await main.getByRole('list', { name: 'Popular games' }).getByRole('link', { name: 'Play Teen Patti' }).click();

  const toast = page.getByRole('alert').filter({ hasText: 'Teen Patti could not be opened' });
  await expect(toast).toBeVisible({ timeout: 30_000 });
  await expect(toast).toContainText('An internal error occurred during your request!');
  await expect(page).toHaveURL(/\/casino$/);
  await expect(main.getByRole('list', { name: 'Popular games' })).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
});
