// npm run bench:load (docs/performance.md "npm run bench:load"); BENCH_LOAD_SECONDS shortens each phase.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { createServer } from 'vite';
import { CHROMIUM, printVerdict, ROOT } from './bench-harness';

const IDLE_SECONDS = Number(process.env.BENCH_LOAD_SECONDS || 120);
const TARGET_WITH_HUB_PER_MINUTE = 2;
const MARKETS_PAGE = '/markets/3001/33001';

interface Phase {
  label: string;
  total: number;
  perMinute: number;
  byOperation: Array<[string, number]>;
}

async function operationPaths(): Promise<string[]> {
  const sdk = await readFile(path.join(ROOT, 'src/api/generated/sdk.gen.ts'), 'utf8');
  const urls = [...sdk.matchAll(/url: '([^']+)'/g)].map((match) => (match[1] ?? '').replace(/\{[^}]+\}.*$/, ''));
  return [...new Set([...urls, '/teslahub/negotiate'])];
}

async function idle(page: Page, label: string, operations: string[]): Promise<Phase> {
  await page.evaluate(() => window.__mock?.clearRequests());
  console.log(`bench:load: ${label}: idling ${IDLE_SECONDS} s…`);
  await page.waitForTimeout(IDLE_SECONDS * 1000);
  const counts = await page.evaluate(
    (paths) => ({
      total: window.__mock?.requestCount(' /') ?? -1,
      control: window.__mock?.requestCount('/__mock/') ?? 0,
      each: paths.map((operation) => [operation, window.__mock?.requestCount(operation) ?? 0] as [string, number]),
    }),
    operations,
  );
  const total = counts.total - counts.control;
  return {
    label,
    total,
    perMinute: Math.round((total / (IDLE_SECONDS / 60)) * 100) / 100,
    byOperation: counts.each.filter(([, count]) => count > 0).sort((a, b) => b[1] - a[1]),
  };
}

async function main(): Promise<void> {
  const operations = await operationPaths();
  const server = await createServer({
    configFile: path.join(ROOT, 'vite.config.ts'),
    logLevel: 'error',
    server: {
      port: Number(process.env.BENCH_LOAD_PORT || 5190),
      strictPort: false,
      // No hot reload: a reload would reset the mock and its request log.
      hmr: false,
      watch: null,
    },
  });
  await server.listen();
  const base = server.resolvedUrls?.local[0]?.replace(/\/$/, '');
  if (!base) throw new Error('the dev server did not report its address');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu'] });
  const errors: string[] = [];
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${base}/underConstruction`);
    await page.waitForFunction(() => window.__mock !== undefined, undefined, { timeout: 60_000 });
    await page.evaluate(() => {
      localStorage.setItem('accessToken', 'mock-at-3-0');
      localStorage.setItem('userinfo', JSON.stringify({ userName: 'player2', username: 'player2', balance: 130260, exposure: 10140 }));
    });
    await page.goto(`${base}${MARKETS_PAGE}`);
    await page.waitForFunction(() => (window.__mock?.hubClients().length ?? 0) > 0, undefined, { timeout: 60_000 });
    await page.waitForTimeout(5000); // the first load settles
    const withHub = await idle(page, 'hub connected', operations);

    await page.evaluate(() => {
      window.__mock?.setFaults([{ match: 'teslahub/negotiate', kind: 'http500' }]);
      window.__mock?.dropHub();
    });
    await page.waitForFunction(() => (window.__mock?.hubClients().length ?? 1) === 0, undefined, { timeout: 30_000 });
    await page.waitForTimeout(5000); // the app notices and switches to polling
    const withoutHub = await idle(page, 'hub down', operations);
    report([withHub, withoutHub], errors);
  } finally {
    await browser.close();
    await server.close();
  }
}

function report(phases: Phase[], errors: string[]): void {
  const [withHub] = phases;
  const pass = withHub !== undefined && withHub.perMinute <= TARGET_WITH_HUB_PER_MINUTE && errors.length === 0;
  const lines = ['', `Load benchmark: one signed-in player (player2) idling on ${MARKETS_PAGE} (in play), ${IDLE_SECONDS} s a phase`];
  for (const phase of phases) {
    lines.push(`  ${phase.label.padEnd(14)} ${phase.total} API requests, ${phase.perMinute} / minute`);
    for (const [operation, count] of phase.byOperation) lines.push(`      ${String(count).padStart(5)}  ${operation}`);
  }
  lines.push(`  target with the hub: ≤ ${TARGET_WITH_HUB_PER_MINUTE} / minute`);
  printVerdict('bench:load', lines, errors, pass);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
