import { expect, test, type Page } from './fixtures';
import { PLAYERS, signInAs } from './support';

// Nothing fixed or floating (the support link, the APK bar, the header, the footer) covers
// a control. On every main screen, at 360, 768 and 1366 px, with the bet slip open where there is
// one, the centre of every visible button, link and input is that element (elementFromPoint), at
// the top of the page and scrolled to its end. A full-width bar may hide what is scrolled past it
// (below the fold at the top, above the header at the end): the page scrolls it into view. Nothing
// else may sit on a control, and at the end of the page nothing may be left under a bottom bar.

const WIDTHS = [360, 768, 1366] as const;
const HEIGHT = 740;

const SCREENS = [
  { name: 'match list', path: '/matchlist/3', ready: 'Cricket' },
  { name: 'in-play', path: '/inplay', ready: /In-Play/ },
  { name: 'home', path: '/home', ready: null },
  { name: 'markets with the bet slip open', path: '/markets/3001', ready: 'India v Australia', slip: true },
  { name: 'account menu', path: '/account-menu', ready: null },
] as const;

type Mode = 'top' | 'end';

/** The controls whose centre is not themselves, with what covers them. */
function coveredControls(page: Page, mode: Mode): Promise<string[]> {
  return page.evaluate((mode) => {
    const describe = (node: Element | null): string => {
      if (!node) return 'nothing';
      const label = node.getAttribute('aria-label') ?? node.textContent?.trim().slice(0, 40) ?? '';
      const cls = typeof node.className === 'string' ? node.className.split(' ')[0] : '';
      return `<${node.tagName.toLowerCase()}${cls ? `.${cls}` : ''}> "${label}"`;
    };
    const width = window.innerWidth;
    const height = window.innerHeight;
    const fullWidthRects = [...document.querySelectorAll('body *')]
      .filter((node) => getComputedStyle(node).position === 'fixed')
      .map((node) => node.getBoundingClientRect())
      .filter((rect) => rect.width >= width - 1 && rect.height > 0);
    /** The full-width fixed bar (header, footer, APK bar, support lane) a node belongs to: its own
     * fixed ancestor, or the full-width bar whose band holds that ancestor (the support link sits in
     * the bottom lane the layout reserves for it). */
    const fullWidthBar = (node: Element): DOMRect | null => {
      for (let current: Element | null = node; current && current !== document.body; current = current.parentElement) {
        if (getComputedStyle(current).position === 'fixed') {
          const rect = current.getBoundingClientRect();
          if (rect.width >= width - 1) return rect;
          return fullWidthRects.find((bar) => bar.top <= rect.top + 1 && bar.bottom >= rect.bottom - 1) ?? null;
        }
      }
      return null;
    };
    /** Clipped away by a scrolling ancestor (the navbar's or the aside's own scroll). */
    const clipped = (node: Element, x: number, y: number): boolean => {
      for (let current = node.parentElement; current && current !== document.body; current = current.parentElement) {
        const style = getComputedStyle(current);
        if (style.overflowY === 'visible' && style.overflowX === 'visible') continue;
        const rect = current.getBoundingClientRect();
        if (x < rect.left || x > rect.right || y < rect.top || y > rect.bottom) return true;
      }
      return false;
    };
    const failures: string[] = [];
    const controls = document.querySelectorAll('a[href], button, input, select, textarea, [role="button"], [role="tab"], [role="link"]');
    for (const control of controls) {
      if (control.matches(':disabled, [aria-disabled="true"]') || control.closest('[aria-hidden="true"], [inert]')) continue;
      const rect = control.getClientRects()[0];
      // Visually hidden (1 px, clipped) and absent controls are not on screen.
      if (!rect || rect.width <= 1 || rect.height <= 1 || getComputedStyle(control).visibility !== 'visible') continue;
      const x = rect.left + rect.width / 2;
      const y = rect.top + rect.height / 2;
      // A centre in the last pixel row or column is at the edge of the viewport: elementFromPoint answers null there.
      if (x < 0 || y < 0 || x > width - 1 || y > height - 1 || clipped(control, x, y)) continue;
      const hit = document.elementFromPoint(x, y);
      if (hit && (hit === control || control.contains(hit))) continue;
      if (hit && control instanceof HTMLInputElement && [...(control.labels ?? [])].some((label) => label.contains(hit))) continue;
      const bar = hit ? fullWidthBar(hit) : null;
      if (bar && !fullWidthBar(control)) {
        if (mode === 'top' && bar.top >= height / 2) continue;
        if (mode === 'end' && bar.bottom <= height / 2) continue;
      }
      failures.push(`${describe(control)} at ${Math.round(x)},${Math.round(y)} under ${describe(hit)}`);
    }
    return failures;
  }, mode);
}

async function expectNothingCovered(page: Page, where: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(100);
  expect(await coveredControls(page, 'top'), `${where}, top of the page`).toEqual([]);
  // Rows scrolled into view may load their prices and grow the page: scroll until the end stays put.
  await expect
    .poll(async () => {
      const before = await page.evaluate(() => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        return document.documentElement.scrollHeight;
      });
      await page.waitForTimeout(300);
      return page.evaluate((before) => document.documentElement.scrollHeight === before && window.scrollY + window.innerHeight >= before - 1, before);
    })
    .toBe(true);
  expect(await coveredControls(page, 'end'), `${where}, end of the page`).toEqual([]);
}

for (const screen of SCREENS) {
  test(`nothing covers a control on the ${screen.name} screen at 360, 768 and 1366 px`, async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    // The phone project is the 360 px case with touch; the desktop project resizes through all three.
    const widths = testInfo.project.name === 'phone' ? [360] : WIDTHS;
    await signInAs(page, PLAYERS.player1);
    await page.goto(screen.path);
    const heading = screen.ready ? page.getByRole('heading', { level: 1, name: screen.ready }) : page.locator('main h1').first();
    await expect(heading).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => page.evaluate(() => (window.__mock ? (window.__mock.setOddsStream(false), true) : false)).catch(() => false)).toBe(true);

    for (const width of widths) {
      await page.setViewportSize({ width, height: HEIGHT });
      if ('slip' in screen && screen.slip) {
        const best = page.getByTestId('runner-3001011').locator('button[data-side="back"][data-level="0"]');
        await best.click();
        await expect(page.getByTestId('bet-slip').getByRole('button', { name: /15 lac/i })).toBeVisible();
      }
      await expectNothingCovered(page, `${screen.path} at ${width} px`);
    }
  });
}
