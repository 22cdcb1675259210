import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { FaultRule } from '../../mocks/faults';

/** An address of the app under test (the project's baseURL) under a mock brand's own host name
 * (see playwright.config.ts). */
export function brandUrl(host: string, path: string): string {
  const url = new URL(path, test.info().project.use.baseURL);
  url.hostname = host;
  return url.href;
}

/** axe with zero violations, listing each failing rule and where. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`)).toEqual([]);
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
 * Starts a tab signed in with a seeded token (the sign-in screens have their own tests): the app
 * must be up, its mock service worker registered, before the session is written.
 */
export async function signInAs(page: Page, session: SeededSession, host?: string): Promise<void> {
  await page.goto(host ? brandUrl(host, '/underConstruction') : '/underConstruction');
  await expect(page.getByRole('heading', { name: 'Under construction' })).toBeVisible({ timeout: 30_000 });
  await page.evaluate(({ token, userName, balance, exposure, casinoToken }) => {
    localStorage.setItem('accessToken', token);
    if (casinoToken) localStorage.setItem('casinoToken', casinoToken);
    localStorage.setItem('userinfo', JSON.stringify({ userName, username: userName, balance, exposure }));
  }, session);
}

/** `path` with fault rules for its first load: the mock runs in the page, so they travel in the address. */
export const withFaults = (path: string, rules: FaultRule[]): string => `${path}${path.includes('?') ? '&' : '?'}mockFaults=${encodeURIComponent(JSON.stringify(rules))}`;

/** The in-page mock backend has started (window.__mock is its control surface). MSW may reload a page
 * its worker does not control yet: wait for this before using __mock on a page whose content did not
 * already come from the mock. */
export async function mockReady(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => window.__mock !== undefined)).toBe(true);
}

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

/** Fills the sign-up form with a valid password. */
export async function fillSignup(dialog: Locator, username: string, mobile: string): Promise<void> {
  await dialog.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('Secret@123');
  await dialog.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill('Secret@123');
  await dialog.getByRole('textbox', { name: 'Mobile', exact: true }).fill(mobile);
}
