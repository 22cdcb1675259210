import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** An address on the dev server under a mock brand's own host name (see playwright.config.ts). */
export function brandUrl(host: string, path: string): string {
  const port = Number(process.env.E2E_PORT || 5173);
  return `http://${host}:${port}${path}`;
}

/** axe with zero violations, listing each failing rule and where. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`)).toEqual([]);
}
