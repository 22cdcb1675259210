// The system's Chromium binaries, and the one the browser tests drive (playwright.config.ts and
// scripts/check-chromium.mjs alike; the benchmarks and Lighthouse take FULL_CHROMIUM; types in
// e2e-browser.d.mts). Debian's headless shell when it is installed: what Playwright itself
// runs headless, and about 30 % faster over the suite than the full browser, which is the fallback
// (and what the benchmarks and Lighthouse drive). CHROMIUM_PATH wins over both.
import { existsSync } from 'node:fs';

export const FULL_CHROMIUM = '/usr/bin/chromium';
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

export function e2eChromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM;
}
