// npm run bench:reload: the developer's reload under `npm start` (docs/performance.md "npm run bench:reload").
// BENCH_RELOAD_PORT moves the dev server (default 5191), BENCH_RELOAD_TIMES sets the reloads (default 5),
// BENCH_RELOAD_VITE (JSON) is merged into the configuration to measure a setting.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { createServer, type InlineConfig } from 'vite';
import { CHROMIUM, printVerdict, ROOT } from './bench-harness';

const PAGE = '/matchlist/3';
const TARGET_MS = 2000;
const RELOADS = Number(process.env.BENCH_RELOAD_TIMES || 5);
/** The first event row's link: React's list (the boot paints its own only at phone widths). */
const LIST_ROW = 'main section ul > li a[href^="/markets/"]';
/** A component on the page, edited and put back for the hot-update check. */
const HMR_FILE = 'src/features/sports/components/event-row.tsx';
/** Code, not a comment: bundled dev mode finds a comment's change empty and updates nothing. */
const HMR_PROBE = '\nif (import.meta.hot) import.meta.hot.data.benchReloadProbe = 1; // bench:reload\n';
const SETTLE_MS = 1500;

interface Load {
  ms: number;
  modules: number;
  api: number;
}

/** Records, from the navigation's start, when the first row of the list is in the DOM. A string: tsx
 * would wrap a function's inner functions in a helper the page does not have. */
const WATCH_FOR_LIST = `{
  const observer = new MutationObserver(() => {
    if (!document.querySelector(${JSON.stringify(LIST_ROW)})) return;
    window.__listShownAt = performance.now();
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
}`;

async function load(page: Page, go: () => Promise<unknown>, base: string): Promise<Load> {
  let modules = 0;
  let api = 0;
  const count = (request: { url: () => string }) => {
    if (request.url().startsWith(base)) modules += 1;
    else api += 1;
  };
  page.on('request', count);
  await go();
  await page.waitForFunction(() => '__listShownAt' in window, undefined, { timeout: 120_000, polling: 100 });
  const ms = await page.evaluate(() => (window as unknown as { __listShownAt: number }).__listShownAt);
  await page.waitForTimeout(SETTLE_MS);
  page.off('request', count);
  return { ms, modules, api };
}

/** Appends a statement to a component and waits for Vite's hot update of it, with no full reload. */
async function hotUpdate(page: Page): Promise<{ ms: number; reloaded: boolean }> {
  const file = path.join(ROOT, HMR_FILE);
  const name = path.basename(HMR_FILE);
  let reloaded = false;
  const onNavigate = (frame: { parentFrame: () => unknown }) => {
    if (!frame.parentFrame()) reloaded = true;
  };
  page.on('framenavigated', onNavigate);
  const updated = page.waitForEvent('console', {
    predicate: (message) => /\[vite\] hot updated: /.test(message.text()) && message.text().includes(name),
    timeout: 30_000,
  });
  const original = await readFile(file, 'utf8');
  const start = performance.now();
  try {
    await writeFile(file, original + HMR_PROBE);
    await updated;
    return { ms: performance.now() - start, reloaded };
  } finally {
    // Put back only the probe: another edit of the file meanwhile is kept.
    const now = await readFile(file, 'utf8');
    if (now.endsWith(HMR_PROBE)) await writeFile(file, now.slice(0, -HMR_PROBE.length));
    await page.waitForTimeout(SETTLE_MS);
    page.off('framenavigated', onNavigate);
  }
}

/** `npm start`'s own flag: the bench serves the app as it does. */
async function startsBundled(): Promise<boolean> {
  const manifest = JSON.parse(await readFile(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  return /--experimental-?[bB]undle\b/.test(manifest.scripts.start ?? '');
}

async function main(): Promise<void> {
  const started = performance.now();
  const server = await createServer({
    configFile: path.join(ROOT, 'vite.config.ts'),
    logLevel: 'error',
    server: { port: Number(process.env.BENCH_RELOAD_PORT || 5191), strictPort: false },
    experimental: { bundledDev: await startsBundled() },
    ...(JSON.parse(process.env.BENCH_RELOAD_VITE || '{}') as InlineConfig),
  });
  await server.listen();
  const ready = performance.now() - started;
  const base = server.resolvedUrls?.local[0]?.replace(/\/$/, '');
  if (!base) throw new Error('the dev server did not report its address');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu'] });
  const errors: string[] = [];
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.addInitScript(WATCH_FOR_LIST);
    const cold = await load(page, () => page.goto(`${base}${PAGE}`, { waitUntil: 'commit' }), base);
    const reloads: Load[] = [];
    for (let round = 0; round < RELOADS; round += 1) reloads.push(await load(page, () => page.reload({ waitUntil: 'commit' }), base));
    const hot = await hotUpdate(page).catch((error: unknown) => ({ ms: NaN, reloaded: false, error: String(error) }));
    report(server.config.experimental.bundledDev === true, ready, cold, reloads, hot, errors);
  } finally {
    await browser.close();
    await server.close();
  }
}

function report(
  bundled: boolean,
  ready: number,
  cold: Load,
  reloads: Load[],
  hot: { ms: number; reloaded: boolean; error?: string },
  errors: string[],
): void {
  const times = reloads.map((entry) => entry.ms).sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? NaN;
  const worst = Math.max(...times);
  const hotWorks = Number.isFinite(hot.ms) && !hot.reloaded;
  const pass = median <= TARGET_MS && hotWorks && errors.length === 0;
  const requests = (entry: Load) => `${entry.modules + entry.api} requests (${entry.modules} to the dev server, ${entry.api} other)`;
  const lines = [
    '',
    `Dev server reload: ${PAGE} under \`npm start\` (Vite dev server, ${bundled ? 'bundled' : 'a module a file'}, MSW in the page), 1280 × 900, to the list's first row`,
    `  dev server ready in ${ready.toFixed(0)} ms`,
    `  cold load (first page of a fresh server): ${cold.ms.toFixed(0)} ms, ${requests(cold)}`,
    ...reloads.map((entry, index) => `  reload ${index + 1}: ${entry.ms.toFixed(0)} ms, ${requests(entry)}`),
    `  reloads: median ${median.toFixed(0)} ms, worst ${worst.toFixed(0)} ms (target: median ≤ ${TARGET_MS} ms)`,
    hot.error
      ? `  hot update of ${HMR_FILE}: none (${hot.error})`
      : `  hot update of ${HMR_FILE}: ${hot.ms.toFixed(0)} ms, ${hot.reloaded ? 'with a full reload' : 'without a reload'}`,
  ];
  printVerdict('bench:reload', lines, errors, pass);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
